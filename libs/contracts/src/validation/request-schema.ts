import * as yup from 'yup';

/**
 * The one way to write the schema of something we accept from outside: a request payload (the
 * services' `validatePayload`, the web app's forms) or a content file the service loads. Every key
 * the shape does not declare is refused with the words `validatePayload` uses (`Unknown field: x`),
 * so a schema used on its own (a form, a file) refuses the same keys as one behind validatePayload.
 * A service imports it from `@cannaverse/platform`, next to validatePayload and `pageFields`.
 */
export const requestSchema = <TShape extends yup.ObjectShape>(shape: TShape) =>
  yup.object(shape).noUnknown(true, 'Unknown field: ${unknown}');
