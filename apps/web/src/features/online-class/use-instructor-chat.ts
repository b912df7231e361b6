import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000 §9: the instructor answers one second after a message. */
const AUTO_REPLY_MS = 1000;

export interface ChatMessage {
  id: number;
  from: 'me' | 'instructor';
  text: string;
}

/**
 * The online class chat. There is no live instructor behind it (spec 000 §2 describes the window
 * only), so each message gets the instructor's automatic acknowledgement after a second.
 */
export function useInstructorChat(instructor: string, courseTitle: string) {
  const name = instructor || 'Your instructor';
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, from: 'instructor', text: `Hi! I'm ${name}. Ask me anything about ${courseTitle}.` },
  ]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const add = useCallback((from: ChatMessage['from'], text: string) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { id, from, text }]);
  }, []);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      add('me', trimmed);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        add('instructor', `Thanks for your question! ${name} will get back to you after the next session.`);
      }, AUTO_REPLY_MS);
      timers.current.add(timer);
    },
    [add, name],
  );

  return { messages, send };
}
