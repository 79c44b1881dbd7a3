import * as yup from 'yup';
import { pageFields, requestSchema } from '@cannaverse/platform';

/**
 * Request shapes that are not forms, shared by the livestreams and live-chat features. Ids arrive
 * as digits from a URL path or as numbers and are checked by `requireIntId` (anything else is a
 * 404); a page of streams is the kit's pagePayload.
 */
const intId = (name: string) => yup.mixed().required(`${name} is required`);

export const streamPagePayload = requestSchema({ streamId: intId('streamId'), ...pageFields });
export const chatMessagePayload = requestSchema({ streamId: intId('streamId'), messageId: intId('messageId') });
export const memberPayload = requestSchema({ streamId: intId('streamId'), userId: yup.string().required('userId is required') });
/** `{ streamId, changes }`: the body is checked on its own against the contracts schema. */
export const streamChangesPayload = requestSchema({ streamId: intId('streamId'), changes: yup.object().required('changes are required') });
/** `{ playbackId }` (the HLS guard) or `{ id }` (signing a playback link). */
export const playbackPayload = requestSchema({ id: yup.mixed().optional(), playbackId: yup.string().optional() });
