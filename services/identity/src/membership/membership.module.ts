import { Module } from '@nestjs/common';
import { MembershipRepository } from './membership.repository.js';
import { MembershipService } from './membership.service.js';
import { MembershipController } from './membership.controller.js';
import { DemoPaymentProvider, PAYMENT_PROVIDER } from './payment-provider.js';

@Module({
  controllers: [MembershipController],
  providers: [MembershipService, MembershipRepository, { provide: PAYMENT_PROVIDER, useClass: DemoPaymentProvider }],
  exports: [MembershipService],
})
export class MembershipModule {}
