// The Razorpay stand-in as a process of its own, for the end-to-end suite (playwright.config.ts starts it beside
// Kala's server): `tsx apps/server/test/razorpay-stand-in-main.ts <port>`. Test code only.
import { startRazorpayStandIn } from './razorpay-stand-in';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: razorpay-stand-in-main.ts <port>');
const standIn = await startRazorpayStandIn(port);
process.stdout.write(`Razorpay stand-in on ${standIn.config.apiUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
