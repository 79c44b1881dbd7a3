import { Module, type DynamicModule } from '@nestjs/common';
import type { MediaConfig } from '../config/config.js';
import { createMediaStore, MEDIA_STORE } from './create-media-store.js';
import type { MediaStore } from './media-store.js';

/** The media store (disk or S3, from config) as the global `MEDIA_STORE` provider of a service. */
@Module({})
export class MediaStoreModule {
  static forRoot(config: MediaConfig): DynamicModule {
    return MediaStoreModule.withStore(createMediaStore(config));
  }

  /** A store built elsewhere (tests hand in the one they inspect). */
  static withStore(store: MediaStore): DynamicModule {
    return { module: MediaStoreModule, global: true, providers: [{ provide: MEDIA_STORE, useValue: store }], exports: [MEDIA_STORE] };
  }
}
