import { DetailLoading, DetailUnavailable } from '../../components/detail-status';
import { paths } from '../../lib/paths';

/** Shown while the course loads. */
export function CourseLoading() {
  return <DetailLoading pageTitle="Course details" text="Loading course details..." />;
}

interface CourseUnavailableProps {
  /** The spec 000 §8 message saying why. */
  message: string;
  /** Offered when asking again may help (the server was unreachable or failed). */
  onRetry?: () => void;
  retrying?: boolean;
}

/** A course that cannot be shown: why, a way back to the course list and, when it may help, Retry. */
export function CourseUnavailable(props: CourseUnavailableProps) {
  return (
    <DetailUnavailable
      title="Course unavailable"
      back={{ to: paths.training, label: 'Back to courses' }}
      {...props}
    />
  );
}
