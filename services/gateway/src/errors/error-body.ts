/** Fastify's and @fastify/multipart's own errors carry a code and a status; their text is never sent. */
export interface FrameworkError { code?: string; statusCode?: number; message?: string }

/** Our words for the framework errors a client can cause; any other 4xx gets the generic one for its status. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported content type',
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'Bad request',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data upload',
  FST_FILES_LIMIT: 'Only one file per upload',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PROTO_VIOLATION: 'Form field names are not allowed',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field is not valid JSON',
  FST_NO_FORM_DATA: 'Expected a multipart/form-data upload',
};

const GENERIC: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: 'Request timeout',
  411: 'Content-Length is required',
  413: 'Request body is too large',
  414: 'The URL is too long',
  415: 'Unsupported content type',
  431: 'Request headers are too large',
};

/** Status and message for a framework error; null when it is not one a client caused (a 5xx is ours). */
export function frameworkErrorAnswer(error: FrameworkError | null | undefined): { status: number; message: string } | null {
  const status = error?.statusCode;
  if (!error?.code || !status || status < 400 || status >= 500) return null;
  return { status, message: FRAMEWORK_MESSAGES[error.code] ?? GENERIC[status] ?? 'Bad request' };
}

/** Every error answer: our message, any extra fields a service added, and the id a member can quote. */
export const errorBody = (message: string, requestId: string, extra?: Record<string, unknown>) => ({ message, ...(extra ?? {}), requestId });
