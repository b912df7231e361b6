import { Avatar } from '@mantine/core';

/** The job's logo or picture; the company's initials when there is none (the name is printed beside it). */
export function JobLogo({ src, company, size = 56 }: { src: string; company: string; size?: number }) {
  return <Avatar src={src || null} name={company} color="initials" alt="" size={size} radius="md" />;
}
