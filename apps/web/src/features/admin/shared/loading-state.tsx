import { Center, Loader } from '@mantine/core';

/** A list on its way. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
