import { Alert, Box } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import classes from './status-banners.module.css';
import type { StatusBannersState } from './use-status-banners';

/**
 * The red error banner and the green success banner at the top of an admin screen (spec 001 §2).
 * They stay in view while the page scrolls, so the result of a card's Delete is seen. Both live
 * regions are always present, so what appears in them is announced.
 */
export function StatusBanners({ banners }: { banners: Pick<StatusBannersState, 'error' | 'success'> }) {
  return (
    <Box className={classes.banners}>
      <div role="alert">
        {banners.error && (
          <Alert
            role="none"
            color="red.9"
            variant="filled"
            className={classes.banner}
            icon={<IconAlertCircle aria-hidden="true" />}
          >
            {banners.error}
          </Alert>
        )}
      </div>
      <div role="status">
        {banners.success && (
          <Alert
            role="none"
            color="green.9"
            variant="filled"
            className={`${classes.banner} ${classes.success}`}
            icon={<IconCircleCheck aria-hidden="true" />}
          >
            {banners.success}
          </Alert>
        )}
      </div>
    </Box>
  );
}
