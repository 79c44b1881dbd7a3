import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueues, RpcError, type JobQueue } from '@cannaverse/platform';
import { ContentQueue } from '../content-queues.js';
import { COUNT_AD_EVENT_JOB, countAdEventJobOptions, type CountAdEventJobData } from './jobs/count-ad-event.job.js';

/** The producer side of ad counting: the HTTP call returns as soon as the report is queued. */
@Injectable()
export class AdEventsQueue implements OnApplicationShutdown {
  private readonly handle: JobQueue<CountAdEventJobData>;

  constructor(jobs: JobQueues) {
    // A producer connection: with Redis down the report fails fast (503) and the browser only logs it.
    this.handle = jobs.queue<CountAdEventJobData>(ContentQueue.AdEvents, 'producer');
  }

  async enqueue(data: CountAdEventJobData): Promise<void> {
    try {
      await this.handle.queue.add(COUNT_AD_EVENT_JOB, data, countAdEventJobOptions);
    } catch {
      throw RpcError.unavailable();
    }
  }

  onApplicationShutdown(): Promise<void> {
    return this.handle.close();
  }
}
