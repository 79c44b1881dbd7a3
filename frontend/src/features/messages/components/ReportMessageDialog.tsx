import { useState, type FormEvent } from 'react';
import { ReportLimits, type MessageDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledQuote } from '../../../app/ui/Quote';
import { TextAreaField } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useReportMessageMutation } from '../api/messagesApi';

/** Reporting a message the member received: the reason goes to the administrators with the message. */
export function ReportMessageDialog({ message, onClose }: { message: MessageDto; onClose: () => void }) {
  const [report, { isLoading }] = useReportMessageMutation();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const blank = reason.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || isLoading) return;
    try {
      await report({ messageId: message.id, reason: reason.trim() }).unwrap();
      toast({ title: 'Report sent', description: 'An administrator will review this message.' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to send the report'), variant: 'destructive' });
    }
  };

  return (
    <Dialog title="Report message" onClose={onClose}>
      <StyledQuote>{message.content}</StyledQuote>
      <form onSubmit={onSubmit}>
        <TextAreaField
          label="Reason"
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={ReportLimits.reasonMax}
          placeholder="What is wrong with this message?"
        />
        <StyledDialogActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>Cancel</StyledButton>
          <StyledButton type="submit" disabled={blank || isLoading}>{isLoading ? 'Sending...' : 'Send report'}</StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
