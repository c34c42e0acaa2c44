// Child process: the baseline of the chat benchmark — a bare @fastify/websocket on
// 127.0.0.1:PORT that sends every text frame it gets to every socket, with nothing behind it
// (no ticket, no database, no other node). The app's chat frame is sent as it would be.
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { serve } from '../shared/serve';

const app = Fastify({ logger: false });
await app.register(websocket);
let next = 0;
app.get('/socket', { websocket: true }, (socket) => {
  socket.on('message', (data) => {
    const { text } = JSON.parse(data.toString()) as { text: string };
    next += 1;
    const frame = JSON.stringify({
      type: 'message',
      message: {
        id: next,
        userName: 'Bench',
        text,
        sentAt: new Date().toISOString(),
        fromStaff: false,
      },
    });
    for (const client of app.websocketServer.clients) client.send(frame);
  });
});
await serve(app, Number(process.env.PORT), { backlog: 4096 });
