import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * @fastify/websocket's errorHandler. A frame that breaks the WebSocket protocol (text that is not UTF-8, a frame
 * over the size limit, an unmasked or reserved frame) is the client's doing: a warning with ws's code, without a
 * stack, and ws closes the socket with the matching close code (1002, 1007, 1009) itself. ws reports such an error
 * once per socket, so a socket logs one such line at most. Anything else is ours, logged as an error.
 */
export function websocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code?.startsWith('WS_ERR_')) {
    request.log.warn({ code }, `websocket: refused a malformed frame (${error.message})`);
    return;
  }
  request.log.error({ err: error }, 'websocket error');
  socket.terminate();
}
