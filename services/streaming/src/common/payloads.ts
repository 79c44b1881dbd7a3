import * as yup from 'yup';

/**
 * Request shapes that are not forms. Ids arrive as digits from a URL path or as numbers and are
 * checked by `requireIntId` (anything else is a 404); `limit` is `mixed` for the same reason.
 */
const strict = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown(true, 'Unknown field: ${unknown}');
const intId = (name: string) => yup.mixed().required(`${name} is required`);
const limit = yup.mixed().optional();
const cursor = yup.string().nullable().optional();

export const idPayload = strict({ id: intId('id') });
export const pagePayload = strict({ limit, cursor });
export const streamPagePayload = strict({ streamId: intId('streamId'), limit, cursor });
export const chatMessagePayload = strict({ streamId: intId('streamId'), messageId: intId('messageId') });
export const memberPayload = strict({ streamId: intId('streamId'), userId: yup.string().required('userId is required') });
/** `{ streamId, changes }`: the body is checked on its own against the contracts schema. */
export const streamChangesPayload = strict({ streamId: intId('streamId'), changes: yup.object().required('changes are required') });
