import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_PATTERNS } from '@cannaverse/contracts';
import { createHealthController, createMediaStore, DatabaseModule, EventBusModule, MEDIA_STORE, type Logger } from '@cannaverse/platform';
import type { IdentityConfig } from './config.js';
import { User } from './users/user.entity.js';
import { Membership } from './membership/membership.entity.js';
import { Subscriber } from './newsletter/subscriber.entity.js';
import { UsersModule } from './users/users.module.js';
import { ADMIN_BOOTSTRAP_OPTIONS } from './users/admin-bootstrap.service.js';
import { CreateIdentityTables1763900000000 } from './migrations/1763900000000-create-identity-tables.js';

/** Identity: accounts, profiles, memberships, newsletter subscribers. */
@Module({})
export class AppModule {
  static register(config: IdentityConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forService({
          service: 'identity',
          config,
          entities: [User, Membership, Subscriber],
          migrations: [CreateIdentityTables1763900000000],
        }),
        EventBusModule.forService({ service: 'identity', config, logger }),
        { module: SharedProvidersModule, global: true, providers: sharedProviders(config, logger), exports: [MEDIA_STORE, ADMIN_BOOTSTRAP_OPTIONS] },
        UsersModule,
      ],
      controllers: [createHealthController('identity', HEALTH_PATTERNS.identity)],
    };
  }
}

@Module({})
class SharedProvidersModule {}

const sharedProviders = (config: IdentityConfig, logger: Logger) => [
  { provide: MEDIA_STORE, useValue: createMediaStore(config) },
  { provide: ADMIN_BOOTSTRAP_OPTIONS, useValue: { adminPassword: config.ADMIN_PASSWORD, logger } },
];
