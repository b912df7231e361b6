import { route } from '../common/route';
import { idParamSchema } from '../common/schemas';
import { learningErrorCodes as codes } from './constants';
import {
  attendanceInputSchema,
  courseLessonsSchema,
  heartbeatInputSchema,
  lessonPlaybackSchema,
  progressSchema,
} from './schemas';

/** The online class (DESIGN §8): an enrolled course's lessons, playback reports and attendance. */
export const learningRoutes = {
  /** The lessons of an enrolled course with the learner's watched marks and progress. */
  courseLessons: route({
    method: 'GET',
    path: '/v1/api/courses/:id/lessons/',
    access: 'learner',
    errors: [codes.courseNotFound, codes.notEnrolled],
    schemas: { params: idParamSchema, response: courseLessonsSchema },
  }),
  /** Where the player is; the server counts the seconds played and decides when a lesson is watched. */
  heartbeat: route({
    method: 'POST',
    path: '/v1/api/lessons/:id/heartbeat/',
    access: 'learner',
    errors: [codes.lessonNotFound, codes.notEnrolled],
    schemas: { params: idParamSchema, body: heartbeatInputSchema, response: lessonPlaybackSchema },
  }),
  /** An admin records the sessions held and attended of an enrollment. */
  attendance: route({
    method: 'PUT',
    path: '/v1/api/enrollments/:id/attendance/',
    access: 'admin',
    errors: [codes.enrollmentNotFound],
    schemas: { params: idParamSchema, body: attendanceInputSchema, response: progressSchema },
  }),
};
