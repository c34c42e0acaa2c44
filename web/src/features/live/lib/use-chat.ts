import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveUrl } from '@pariksha/contracts/live-paths';
import { getChatTicket } from '../api/get-chat-ticket';
import { ChatConnection } from './chat-connection';

const socketUrl = (path: string) =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;

/** The class's chat for as long as the component is there. */
export function useChat(classId: number) {
  const [chat] = useState(
    () =>
      new ChatConnection({
        ticket: () => getChatTicket(classId),
        open: (ticket, after) => new WebSocket(socketUrl(liveUrl.socket(classId, ticket, after))),
      }),
  );
  useEffect(() => {
    chat.start();
    return () => chat.stop();
  }, [chat]);
  const snapshot = useSyncExternalStore(chat.subscribe, chat.getSnapshot);
  return { ...snapshot, send: (text: string) => chat.send(text) };
}
