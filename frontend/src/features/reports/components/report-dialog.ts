import { lazyDialog } from '../../../app/ui/lazy-dialog';

// The report form (formik, yup and the report schema: ~25 KB compressed) loads when it first opens:
// every post card offers it, and the signed-in feed's start carried it for that until issue 28.
export const ReportDialog = lazyDialog(() => import('./ReportDialog').then((module) => module.ReportDialog));
