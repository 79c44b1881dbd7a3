import { Inject } from '@nestjs/common';

/** The runtime context (runtime-context.ts): name, config and logger of the process. */
export const RUNTIME_CONTEXT = 'cannaverse:runtime-context';
/** The service's whole config, typed by the service's own config type at the injection site. */
export const SERVICE_CONFIG = 'cannaverse:service-config';
export const SERVICE_LOGGER = 'cannaverse:service-logger';

/** `@InjectConfig() config: XConfig`: the service's config (XConfig is the service's `ReturnType<typeof loadXConfig>`). */
export const InjectConfig = (): PropertyDecorator & ParameterDecorator => Inject(SERVICE_CONFIG);
/** `@InjectLogger() logger: Logger`: the process's pino logger; `logger.child({ component })` names a part. */
export const InjectLogger = (): PropertyDecorator & ParameterDecorator => Inject(SERVICE_LOGGER);
