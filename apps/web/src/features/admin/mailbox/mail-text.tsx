import { Anchor } from '@mantine/core';
import { splitLinks } from '@skillpath/contract';

/**
 * A mail's text, which is untrusted: shown as text (React escapes it), with only its http(s) links
 * made clickable, opened in a new tab without a referrer or a handle on this page.
 */
export function MailText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <MailLink key={i} href={part.href} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function MailLink({ href }: { href: string }) {
  return (
    // The darker blue keeps its contrast on a striped row.
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      c="blue.9"
      style={{ overflowWrap: 'anywhere' }}
    >
      {href}
    </Anchor>
  );
}
