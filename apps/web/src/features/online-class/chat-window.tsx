import {
  ActionIcon,
  Affix,
  Box,
  Button,
  CloseButton,
  FloatingWindow,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { SetFloatingWindowPosition } from '@mantine/hooks';
import {
  IconArrowsMove,
  IconMessageCircle,
  IconMinus,
  IconSend,
  IconWindowMaximize,
} from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import classes from './online-class.module.css';
import { useInstructorChat } from './use-instructor-chat';

/** Spec 000 §4 Online class: the chat is closed, open or minimized. */
export type ChatState = 'closed' | 'open' | 'minimized';

const MOVE_STEP = 24;
const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-MOVE_STEP, 0],
  ArrowRight: [MOVE_STEP, 0],
  ArrowUp: [0, -MOVE_STEP],
  ArrowDown: [0, MOVE_STEP],
};

interface ChatWindowProps {
  instructor: string;
  courseTitle: string;
}

/**
 * A chat with the instructor in a window that can be dragged by its title bar, or moved with the arrow
 * keys on its move handle; it opens from a button, minimizes to its title bar and closes with Escape.
 */
export function ChatWindow({ instructor, courseTitle }: ChatWindowProps) {
  const [state, setState] = useState<ChatState>('closed');
  const { messages, send } = useInstructorChat(instructor, courseTitle);
  const [draft, setDraft] = useState('');
  const setPosition = useRef<SetFloatingWindowPosition>(null);
  const windowRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Both the window and the opener live in portals, which mount a render later than this component:
  // focus is moved from their ref callbacks, once they exist, and only after the person acted.
  const focusNext = useRef<'input' | 'opener' | null>(null);
  const inputRef = useCallback((node: HTMLInputElement | null) => {
    if (node && focusNext.current === 'input') {
      focusNext.current = null;
      node.focus();
    }
  }, []);
  const openerRef = useCallback((node: HTMLButtonElement | null) => {
    if (node && focusNext.current === 'opener') {
      focusNext.current = null;
      node.focus();
    }
  }, []);
  const show = (next: ChatState) => {
    focusNext.current = next === 'open' ? 'input' : next === 'closed' ? 'opener' : null;
    setState(next);
  };

  // New messages scroll into view.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport && messages.length) viewport.scrollTop = viewport.scrollHeight;
  }, [messages.length]);

  const moveWithKeys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrows[event.key];
    const rect = windowRef.current?.getBoundingClientRect();
    if (!step || !rect) return;
    event.preventDefault();
    setPosition.current?.({ left: rect.left + step[0], top: rect.top + step[1] });
  };

  if (state === 'closed')
    return (
      <Affix position={{ bottom: 20, right: 20 }}>
        <Button
          ref={openerRef}
          radius="xl"
          size="md"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
          onClick={() => show('open')}
        >
          Chat with instructor
        </Button>
      </Affix>
    );

  const minimized = state === 'minimized';
  return (
    <FloatingWindow
      ref={windowRef}
      setPositionRef={setPosition}
      initialPosition={{ bottom: 20, right: 20 }}
      constrainOffset={8}
      dragHandleSelector="[data-drag-handle]"
      excludeDragHandleSelector="button:not([data-move-handle]), input"
      w={{ base: 'calc(100vw - 32px)', xs: 340 }}
      maw={340}
      shadow="xl"
      radius="md"
      withBorder
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape') show('closed');
      }}
    >
      <Group data-drag-handle className={classes.chatHeader} px="xs" py={6} gap={4} wrap="nowrap">
        <ActionIcon
          data-move-handle
          variant="subtle"
          color="white"
          aria-label="Move chat window (arrow keys)"
          onKeyDown={moveWithKeys}
        >
          <IconArrowsMove size={18} aria-hidden="true" />
        </ActionIcon>
        <Text id={titleId} fw={600} size="sm" style={{ flex: 1 }} truncate="end">
          Chat with {instructor || 'your instructor'}
        </Text>
        <ActionIcon
          variant="subtle"
          color="white"
          aria-label={minimized ? 'Restore chat' : 'Minimize chat'}
          aria-expanded={!minimized}
          onClick={() => show(minimized ? 'open' : 'minimized')}
        >
          {minimized ? (
            <IconWindowMaximize size={18} aria-hidden="true" />
          ) : (
            <IconMinus size={18} aria-hidden="true" />
          )}
        </ActionIcon>
        <CloseButton aria-label="Close chat" variant="subtle" c="white" onClick={() => show('closed')} />
      </Group>
      {!minimized && (
        <Box p="xs">
          <ScrollArea h={240} viewportRef={viewportRef} type="auto">
            <Stack gap={6} role="log" aria-live="polite" aria-label="Conversation" p={4}>
              {messages.map((message) => (
                <Text
                  key={message.id}
                  size="sm"
                  className={`${classes.bubble} ${message.from === 'me' ? classes.mine : classes.theirs}`}
                >
                  <VisuallyHidden>
                    {message.from === 'me' ? 'You: ' : `${instructor || 'Instructor'}: `}
                  </VisuallyHidden>
                  {message.text}
                </Text>
              ))}
            </Stack>
          </ScrollArea>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send(draft);
              setDraft('');
            }}
          >
            <Group gap="xs" mt="xs" wrap="nowrap" align="flex-end">
              <TextInput
                ref={inputRef}
                aria-label="Message"
                placeholder="Type a message"
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                style={{ flex: 1 }}
                autoComplete="off"
              />
              <ActionIcon type="submit" size="lg" aria-label="Send message" disabled={!draft.trim()}>
                <IconSend size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </form>
        </Box>
      )}
    </FloatingWindow>
  );
}
