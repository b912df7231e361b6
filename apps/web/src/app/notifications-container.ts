// The toasts' container alone, as the target of providers.tsx's lazy import: importing the package's
// index there would keep the container in the first screen's code, since every page imports the index
// statically for `notifications.show`.
export { Notifications } from '@mantine/notifications';
