// The chat benchmark's yardstick (bench/chat-bench.ts): a bare `ws` relay with no auth, validation, database or
// Redis. A socket names its user in the URL (/?user=<id>) and gets {type:'ready'}; a message frame
// {action:'message', receiver_id, content, client_id?} goes as a message frame to the receiver's sockets and, as
// Kala does, back to the sender's. Kala's delivery latency next to this one's says what Kala's own layers cost.
// Env: PORT. Answers GET /health for the benchmark's start-up check.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

const port = Number(process.env.PORT ?? 8098);
const socketsOf = new Map<string, Set<WebSocket>>();

const http = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' });
  response.end(request.url === '/health' ? 'ok' : 'not found');
});
const wss = new WebSocketServer({ server: http, maxPayload: 64 * 1024 });

wss.on('connection', (socket, request) => {
  const user = new URL(request.url ?? '/', 'http://relay').searchParams.get('user');
  if (!user) {
    socket.close(4001, 'user required');
    return;
  }
  let own = socketsOf.get(user);
  if (!own) {
    own = new Set();
    socketsOf.set(user, own);
  }
  own.add(socket);
  socket.on('close', () => {
    own.delete(socket);
    if (own.size === 0) socketsOf.delete(user);
  });
  socket.on('error', () => {});
  socket.on('message', (data) => {
    let frame: { action?: unknown; receiver_id?: unknown; content?: unknown; client_id?: unknown };
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    if (frame.action !== 'message' || typeof frame.receiver_id !== 'string' || typeof frame.content !== 'string') {
      return;
    }
    const message = {
      type: 'message',
      id: randomUUID(),
      sender_id: user,
      receiver_id: frame.receiver_id,
      content: frame.content,
      timestamp: new Date().toISOString(),
    };
    const out = JSON.stringify(message);
    for (const receiver of socketsOf.get(frame.receiver_id) ?? []) receiver.send(out);
    const echo = typeof frame.client_id === 'string' ? JSON.stringify({ ...message, client_id: frame.client_id }) : out;
    for (const sender of own) sender.send(echo);
  });
  socket.send(JSON.stringify({ type: 'ready', user_id: user }));
});

http.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  http.close(() => process.exit(0));
});
