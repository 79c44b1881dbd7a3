import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A dialog whose code (forms: formik, the schemas) downloads only when it is first opened, so the
 * screens that offer it start lighter. Nothing shows during the short download; `preload` starts
 * it early (on hover or focus of the button that opens it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the component's own type is kept below
export function lazyDialog<Props extends Record<string, any>>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(preload);
  function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
