import { describe, expect, it } from 'vitest';
import { SocialMessages } from '@cannaverse/contracts';
import { emptyPostForm, MediaMessages, postFormSchema, toCreatePostInput, toUpdatePostInput } from './post.schemas';

const file = (type: string, size: number) => {
  const blob = new File(['x'], 'f', { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

describe('create post form', () => {
  it('starts with an empty content and a rating of 5', () => {
    expect(emptyPostForm()).toMatchObject({ content: '', strainRating: 5, strainName: '', strainReview: '', media: null });
  });

  it('requires content', async () => {
    await expect(postFormSchema.validate({ ...emptyPostForm(), content: '   ' })).rejects.toThrow(SocialMessages.contentRequired);
  });

  it('counts content of invisible characters only (zero-width, bidi controls) as empty, like the server (issue 20)', async () => {
    await expect(postFormSchema.validate({ ...emptyPostForm(), content: '\u200B\u202E\uFE0F ' })).rejects.toThrow(SocialMessages.contentRequired);
  });

  it('checks the rating (1 to 5) only when a strain is named', async () => {
    await expect(postFormSchema.validate({ ...emptyPostForm(), content: 'hi', strainName: 'OG Kush', strainRating: 6 })).rejects.toThrow(SocialMessages.ratingRange);
    await expect(postFormSchema.validate({ ...emptyPostForm(), content: 'hi', strainName: 'OG Kush', strainRating: 0 })).rejects.toThrow(SocialMessages.ratingRange);
    await expect(postFormSchema.validate({ ...emptyPostForm(), content: 'hi', strainName: '', strainRating: 9 })).resolves.toBeTruthy();
  });

  it('refuses images over 15 MB and videos over 100 MB', async () => {
    const base = { ...emptyPostForm(), content: 'hi' };
    await expect(postFormSchema.validate({ ...base, media: file('image/png', 16 * 1024 * 1024) })).rejects.toThrow(MediaMessages.imageTooLarge);
    await expect(postFormSchema.validate({ ...base, media: file('video/mp4', 101 * 1024 * 1024) })).rejects.toThrow(MediaMessages.videoTooLarge);
    await expect(postFormSchema.validate({ ...base, media: file('video/mp4', 50 * 1024 * 1024) })).resolves.toBeTruthy();
    await expect(postFormSchema.validate({ ...base, media: file('application/pdf', 10) })).rejects.toThrow(MediaMessages.unsupported);
  });

  it('drops rating and review when the strain name is empty', () => {
    const values = { ...emptyPostForm(), content: ' Harvest day ', strainName: '  ', strainRating: 4, strainReview: 'Great' };
    expect(toCreatePostInput(values, null)).toEqual({ content: 'Harvest day' });
    expect(toCreatePostInput(values, '/media/images/a.jpg')).toEqual({ content: 'Harvest day', mediaUrl: '/media/images/a.jpg' });
  });

  it('sends strain name, rating and review together when a strain is named', () => {
    const values = { ...emptyPostForm(), content: 'Review', strainName: ' Blue Dream ', strainRating: 4, strainReview: ' Sweet ' };
    expect(toCreatePostInput(values, null)).toEqual({ content: 'Review', strainName: 'Blue Dream', strainRating: 4, strainReview: 'Sweet' });
    expect(toCreatePostInput({ ...values, strainReview: '' }, null)).toEqual({ content: 'Review', strainName: 'Blue Dream', strainRating: 4, strainReview: null });
  });

  it('clears the strain fields on edit when the name is removed', () => {
    expect(toUpdatePostInput({ content: 'x', strainName: '', strainRating: 5, strainReview: 'r' })).toEqual({ content: 'x', strainName: null, strainRating: null, strainReview: null });
  });
});
