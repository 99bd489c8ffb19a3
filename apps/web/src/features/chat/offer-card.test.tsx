import type { ChatMessage, Offer } from '@kala/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { ME, PEER, ravi, renderChat, signInToChat } from '../../test/chat-fixtures';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { type FetchCall, jsonResponse, mockFetch } from '../../test/fixtures';

// Offers in chat (issue 19): the card, the answers of the one who must answer, live status, Buy at ₹X.

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'o1',
    artworkId: 'a1',
    buyerId: PEER,
    artistId: ME,
    senderId: PEER,
    amount: 125000,
    status: 'pending',
    expiresAt: null,
    artwork: { title: 'Monsoon', price: 150000, image: null },
    ...overrides,
  };
}

function offerMessage(o: Offer): ChatMessage {
  return {
    id: `m-${o.id}`,
    sender_id: o.senderId,
    receiver_id: o.senderId === ME ? PEER : ME,
    content: 'Offer: ₹1,25,000 for “Monsoon”',
    timestamp: new Date().toISOString(),
    status: 'sent',
    read_at: null,
    offer: o,
  };
}

function serve(history: ChatMessage[], calls: FetchCall[] = []) {
  return mockFetch((call: FetchCall) => {
    calls.push(call);
    if (call.url === `/api/user/${PEER}`) return jsonResponse(ravi);
    if (call.url.startsWith(`/api/auth/chat/history/${PEER}`)) return jsonResponse(history);
    if (call.url === `/api/auth/chat/read/${PEER}`) return jsonResponse({ read: 1, unread: 0 });
    if (call.url === '/api/auth/chat/unread') return jsonResponse({ unread: 0 });
    if (call.url === '/api/auth/cart' && call.method === 'GET') return jsonResponse([]);
    if (call.url === '/api/auth/cart' && call.method === 'POST') return jsonResponse({}, 500);
    return jsonResponse({ message: 'Not found', code: 'not_found' }, 404);
  });
}

const openChat = () => renderChat({ path: '/checkout', element: <p>Checkout page</p> });

const socket = () => FakeWebSocket.latest();
const card = () => screen.getByTestId('offer-card');

beforeEach(signInToChat);

describe('offer card', () => {
  it('shows the artwork, the amount in Indian grouping and the status; the artist answers from it', async () => {
    serve([offerMessage(offer())]);
    const user = userEvent.setup();
    openChat();
    expect(await screen.findByText('Monsoon')).toBeInTheDocument();
    act(() => socket().accept());
    expect(within(card()).getByText('₹1,25,000')).toBeInTheDocument();
    expect(within(card()).getByText('List price ₹1,50,000')).toBeInTheDocument();
    expect(within(card()).getByTestId('offer-status')).toHaveTextContent('Waiting for an answer');

    await user.click(within(card()).getByRole('button', { name: 'Accept' }));
    const accept = socket().frames.at(-1);
    expect(accept).toMatchObject({ action: 'offer_accept', offer_id: 'o1' });
    // The server refuses it (sold out meanwhile): the tab that answered says why.
    const toastError = vi.spyOn(toast, 'error');
    act(() =>
      socket().receive({
        type: 'error',
        action: 'error',
        message: 'This artwork is sold out',
        code: 'conflict',
        client_id: accept?.client_id,
      }),
    );
    expect(toastError).toHaveBeenCalledWith('This artwork is sold out');

    // A counter above the price is refused on the spot; a good one is sent.
    await user.click(within(card()).getByRole('button', { name: 'Counter' }));
    const field = within(card()).getByLabelText('Your counter-offer (₹)');
    await user.type(field, '150000{Enter}');
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'An offer must be below the price; add the artwork to your cart to pay the price',
    );
    await user.clear(field);
    await user.type(field, '1,40,000{Enter}');
    expect(socket().frames.at(-1)).toMatchObject({ action: 'offer_counter', offer_id: 'o1', amount: 140000 });

    // The status arrives live; answered, the buttons go.
    act(() => socket().receive({ type: 'offer', action: 'offer', offer: offer({ status: 'countered' }) }));
    expect(within(card()).getByTestId('offer-status')).toHaveTextContent('Countered');
    expect(within(card()).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('the one who made the offer sees no answer buttons', async () => {
    serve([offerMessage(offer({ senderId: ME, buyerId: ME, artistId: PEER }))]);
    openChat();
    await screen.findByText('Monsoon');
    act(() => socket().accept());
    expect(within(card()).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('an accepted offer shows the buyer Buy at ₹X with the deadline', async () => {
    const accepted = offer({
      senderId: ME,
      buyerId: ME,
      artistId: PEER,
      status: 'accepted',
      expiresAt: '2026-11-28T13:45:00.000Z',
    });
    serve([offerMessage(accepted)]);
    openChat();
    await screen.findByText('Monsoon');
    act(() => socket().accept());
    expect(within(card()).getByRole('button', { name: 'Buy at ₹1,25,000' })).toBeInTheDocument();
    expect(within(card()).getByText(/^Agreed price until /)).toBeInTheDocument();
    expect(within(card()).getByTestId('offer-status')).toHaveTextContent('Accepted');
  });

  it('an accepted offer the buyer has bought at reads Bought and leads to the order, with no Buy at (issue 35)', async () => {
    const used = offer({ senderId: ME, buyerId: ME, artistId: PEER, status: 'accepted', orderId: 'order-9' });
    serve([offerMessage(used)]);
    openChat();
    await screen.findByText('Monsoon');
    act(() => socket().accept());
    expect(within(card()).getByTestId('offer-status')).toHaveTextContent('Bought');
    expect(within(card()).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/orders/order-9');
    expect(within(card()).queryByRole('button', { name: /^Buy at/ })).not.toBeInTheDocument();
  });
});
