import * as yup from 'yup';
import { createPostSchema, hasStrainName, SocialLimits, SocialMessages, type CreatePostInput, type UpdatePostInput } from '@cannaverse/contracts';

/** Upload limits the gateway enforces; checked here too so a member is not made to wait for a refusal. */
export const MEDIA_LIMITS = { imageMaxBytes: 15 * 1024 * 1024, videoMaxBytes: 100 * 1024 * 1024 } as const;
export const MEDIA_ACCEPT = 'image/*,video/mp4,video/webm,video/ogg,image/gif';
export const MediaMessages = {
  imageTooLarge: 'Images can be at most 15 MB',
  videoTooLarge: 'Videos can be at most 100 MB',
  unsupported: 'Choose an image, a GIF or an MP4, WebM or Ogg video',
} as const;

export interface PostFormValues {
  content: string;
  media: File | null;
  strainName: string;
  strainRating: number;
  strainReview: string;
}

export const emptyPostForm = (): PostFormValues => ({ content: '', media: null, strainName: '', strainRating: SocialLimits.ratingDefault, strainReview: '' });

const isVideo = (file: File) => file.type.startsWith('video/');

/** The form always holds a rating (default 5); it is checked only when a strain is named, as on the server. */
const formRating = yup.number().when('strainName', {
  is: hasStrainName,
  then: (schema) => schema.typeError(SocialMessages.ratingRange).required(SocialMessages.ratingRange).integer(SocialMessages.ratingRange)
    .min(SocialLimits.ratingMin, SocialMessages.ratingRange).max(SocialLimits.ratingMax, SocialMessages.ratingRange),
  otherwise: (schema) => schema.transform(() => undefined).optional(),
});

/** The Create Post form: the shared API schema's rules, with the picked file in place of the uploaded URL. */
export const postFormSchema = createPostSchema.pick(['content', 'strainName', 'strainReview']).shape({
  strainRating: formRating,
  media: yup.mixed<File>().nullable()
    .test('media-type', MediaMessages.unsupported, (file) => !file || file.type.startsWith('image/') || ['video/mp4', 'video/webm', 'video/ogg'].includes(file.type))
    .test('media-size', (params: { value?: File | null }) => (params.value && isVideo(params.value) ? MediaMessages.videoTooLarge : MediaMessages.imageTooLarge), (file) =>
      !file || file.size <= (isVideo(file) ? MEDIA_LIMITS.videoMaxBytes : MEDIA_LIMITS.imageMaxBytes)),
});

export const editPostFormSchema = createPostSchema.pick(['content', 'strainName', 'strainReview']).shape({ strainRating: formRating });

/** Strain fields travel only with a strain name: without one, rating and review are dropped (spec §5). */
function strainPart(values: Pick<PostFormValues, 'strainName' | 'strainRating' | 'strainReview'>) {
  const strainName = values.strainName.trim();
  if (!strainName) return null;
  const review = values.strainReview.trim();
  return { strainName, strainRating: Number(values.strainRating), strainReview: review || null };
}

export function toCreatePostInput(values: PostFormValues, mediaUrl: string | null): CreatePostInput {
  const input: CreatePostInput = { content: values.content.trim() };
  if (mediaUrl) input.mediaUrl = mediaUrl;
  const strain = strainPart(values);
  return strain ? { ...input, ...strain } : input;
}

/** An edit clears the strain fields explicitly when the name is removed. */
export function toUpdatePostInput(values: Omit<PostFormValues, 'media'>): UpdatePostInput {
  return { content: values.content.trim(), ...(strainPart(values) ?? { strainName: null, strainRating: null, strainReview: null }) };
}
