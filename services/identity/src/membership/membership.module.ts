import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Membership } from './membership.entity.js';
import { MembershipService } from './membership.service.js';
import { MembershipController } from './membership.controller.js';
import { DemoPaymentProvider, PAYMENT_PROVIDER } from './payment-provider.js';

@Module({
  imports: [TypeOrmModule.forFeature([Membership])],
  controllers: [MembershipController],
  providers: [MembershipService, { provide: PAYMENT_PROVIDER, useClass: DemoPaymentProvider }],
  exports: [MembershipService],
})
export class MembershipModule {}
