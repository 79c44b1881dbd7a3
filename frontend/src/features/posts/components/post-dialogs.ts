import { lazyDialog } from '../../../app/ui/lazy-dialog';

// The post forms (formik, the post schemas, the strain fields) load when a dialog first opens:
// the feed and the community screens that offer them start without that code.
export const CreatePostDialog = lazyDialog(() => import('./CreatePostDialog').then((module) => module.CreatePostDialog));
export const EditPostDialog = lazyDialog(() => import('./EditPostDialog').then((module) => module.EditPostDialog));
