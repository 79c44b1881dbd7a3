import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNITY_RULES, CommunityReportMessages, type CommentDto } from '@cannaverse/contracts';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp, testPost } from '../../../app/testing/render';
import { PostCard } from './PostCard';
import { FEED_IMAGE_SIZES } from './PostMedia';
import { rememberLocalMedia } from '../../../shared/local-media';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const comment = (content: string): CommentDto => ({
  id: `c-${content}`, postId: 'p-1', userId: 'u-2', content, createdAt: '2024-05-02T00:00:00.000Z',
  user: { id: 'u-2', username: 'budtender', displayName: null, avatar: '/media/avatars/b.jpg' },
});

describe('PostCard', () => {
  /** jsdom has no layout: makes every clamped paragraph report `lines` lines of 24 px against the 3 it shows. */
  const layoutLines = (lines: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.className.includes('line-clamp-3') ? lines * 24 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.className.includes('line-clamp-3') ? Math.min(lines, 3) * 24 : 0;
    });
  };

  it('offers Show more only when the content is longer than 150 characters and the clamp cuts it', async () => {
    mockApi({});
    layoutLines(5);
    const { unmount } = renderWithApp(<PostCard post={testPost({ content: 'a'.repeat(150) })} viewer={null} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    unmount();

    renderWithApp(<PostCard post={testPost({ content: 'a'.repeat(151) })} viewer={null} />);
    const content = screen.getByTestId('post-content');
    expect(content.className).toContain('line-clamp-3');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(content.className).not.toContain('line-clamp-3');
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(content.className).toContain('line-clamp-3');
  });

  it('offers no Show more when more than 150 characters fit in 3 lines (it would do nothing)', () => {
    mockApi({});
    layoutLines(2);
    renderWithApp(<PostCard post={testPost({ content: 'a'.repeat(160) })} viewer={null} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('clamps even short content to 3 lines', () => {
    mockApi({});
    renderWithApp(<PostCard post={testPost({ content: 'short' })} viewer={null} />);
    expect(screen.getByTestId('post-content').className).toContain('line-clamp-3');
  });

  it('links avatar and username to the profile; the fallback is the upper-case first letter', () => {
    mockApi({});
    renderWithApp(<PostCard post={testPost()} viewer={null} />);
    expect(screen.getByTestId('avatar-fallback').textContent).toBe('K');
    expect(screen.getByRole('link', { name: "kushqueen's profile" }).getAttribute('href')).toBe('/profile/u-author');
    expect(screen.getByRole('link', { name: 'kushqueen' }).getAttribute('href')).toBe('/profile/u-author');
  });

  it('fills the like icon from one like and shows the viewer’s own like as pressed', () => {
    mockApi({});
    const { unmount } = renderWithApp(<PostCard post={testPost({ likesCount: 0 })} viewer={null} />);
    expect(screen.getByTestId('like-icon').getAttribute('data-filled')).toBe('false');
    expect(screen.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('false');
    unmount();
    renderWithApp(<PostCard post={testPost({ likesCount: 1, likedByMe: true })} viewer={null} />);
    expect(screen.getByTestId('like-icon').getAttribute('data-filled')).toBe('true');
    expect(screen.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('likes-count').textContent).toBe('1');
  });

  it('plays video with controls and a poster, and lazy-loads images with their size', () => {
    mockApi({});
    const { container, unmount } = renderWithApp(
      <PostCard post={testPost({ mediaUrl: '/media/videos/v.mp4', mediaType: 'video', thumbnail: '/media/thumbs/v.jpg', mediaWidth: 1280, mediaHeight: 720 })} viewer={null} />,
    );
    const video = container.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.getAttribute('poster')).toBe('/media/thumbs/v.jpg');
    expect(container.querySelector('img')).toBeNull();
    unmount();

    renderWithApp(<PostCard post={testPost({ mediaUrl: '/media/images/i.jpg', mediaType: 'image', mediaWidth: 640, mediaHeight: 480 })} viewer={null} />);
    const image = screen.getByRole('img', { name: 'Photo shared by kushqueen' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('480');
    expect(document.querySelector('video')).toBeNull();
  });

  it('lets the feed pick a photo rendition for the screen (srcset/sizes, AVIF first) and shows the original only when opened', async () => {
    mockApi({});
    const rendition = (format: 'avif' | 'webp', width: number) => ({ url: `/media/thumbnails/2026/11/p-1-w${width}.${format}`, format, width, height: Math.round((width * 4) / 3) });
    const mediaRenditions = (['avif', 'webp'] as const).flatMap((format) => [320, 640, 1080].map((width) => rendition(format, width)));
    renderWithApp(<PostCard post={testPost({ mediaUrl: '/media/images/big.jpg', mediaType: 'image', mediaWidth: 3000, mediaHeight: 4000, mediaRenditions })} viewer={null} />);
    const image = screen.getByRole('img', { name: 'Photo shared by kushqueen' });
    expect(image.getAttribute('srcset')).toBe('/media/thumbnails/2026/11/p-1-w320.webp 320w, /media/thumbnails/2026/11/p-1-w640.webp 640w, /media/thumbnails/2026/11/p-1-w1080.webp 1080w');
    expect(image.getAttribute('sizes')).toBe(FEED_IMAGE_SIZES);
    expect(image.getAttribute('src')).not.toBe('/media/images/big.jpg');
    const avif = image.parentElement?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toBe('/media/thumbnails/2026/11/p-1-w320.avif 320w, /media/thumbnails/2026/11/p-1-w640.avif 640w, /media/thumbnails/2026/11/p-1-w1080.avif 1080w');
    expect(document.querySelectorAll('img[src="/media/images/big.jpg"]')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Open photo' }));
    const whole = within(await screen.findByRole('dialog')).getByRole('img');
    expect(whole.getAttribute('src')).toBe('/media/images/big.jpg');
  });

  it("right after posting, shows the author's own file from memory, not the full-size original, until the renditions exist (issue 25)", () => {
    mockApi({});
    // jsdom has no object URLs: this one stands for the file the member just uploaded.
    const withObjectUrls = URL as unknown as { createObjectURL?: (blob: Blob) => string };
    withObjectUrls.createObjectURL = () => 'blob:http://localhost/just-posted';
    rememberLocalMedia('/media/images/just-posted.jpg', new Blob(['x'], { type: 'image/jpeg' }));
    delete withObjectUrls.createObjectURL;
    const { unmount } = renderWithApp(<PostCard post={testPost({ mediaUrl: '/media/images/just-posted.jpg', mediaType: 'image', mediaRenditions: [] })} viewer={null} />);
    expect(screen.getByRole('img', { name: 'Photo shared by kushqueen' }).getAttribute('src')).toBe('blob:http://localhost/just-posted');
    expect(document.querySelectorAll('img[src="/media/images/just-posted.jpg"]')).toHaveLength(0);
    unmount();
    // Someone else's fresh photo: the original is all there is.
    renderWithApp(<PostCard post={testPost({ mediaUrl: '/media/images/elsewhere.jpg', mediaType: 'image', mediaRenditions: [] })} viewer={null} />);
    expect(screen.getByRole('img', { name: 'Photo shared by kushqueen' }).getAttribute('src')).toBe('/media/images/elsewhere.jpg');
  });

  it('shows the strain, its rating out of 5 and the review', () => {
    mockApi({});
    renderWithApp(<PostCard post={testPost({ strainName: 'Blue Dream', strainRating: 4, strainReview: 'Smooth and sweet' })} viewer={null} />);
    expect(screen.getByText('Blue Dream')).toBeTruthy();
    expect(screen.getByText('4/5')).toBeTruthy();
    expect(screen.getByText('Smooth and sweet')).toBeTruthy();
  });

  it('keeps comments collapsed until the Comments button is pressed, and shows the empty text', async () => {
    mockApi({ 'GET /api/posts/p-1/comments': { body: { items: [], nextCursor: null } } });
    renderWithApp(<PostCard post={testPost({ commentsCount: 0 })} viewer={null} />);
    const toggle = screen.getByRole('button', { name: 'Comments (0)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByPlaceholderText('Write a comment...')).toBeNull();
    await userEvent.click(toggle);
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts!')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.queryByPlaceholderText('Write a comment...')).toBeNull();
  });

  it('disables Post for blank text, posts trimmed text, clears the input and refetches the list', async () => {
    let stored: CommentDto[] = [];
    const { calls } = mockApi({
      'GET /api/posts/p-1/comments': () => ({ body: { items: stored, nextCursor: null } }),
      'POST /api/posts/p-1/comments': ({ body }) => {
        const created = comment((body as { content: string }).content);
        stored = [created];
        return { status: 201, body: created };
      },
    });
    renderWithApp(<PostCard post={testPost({ commentsCount: 0 })} viewer={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Comments (0)' }));
    const input = await screen.findByPlaceholderText('Write a comment...');
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toHaveProperty('disabled', true);
    await userEvent.type(input, '   ');
    expect(post).toHaveProperty('disabled', true);
    await userEvent.type(input, 'Looks frosty ');
    expect(post).toHaveProperty('disabled', false);
    await userEvent.click(post);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Looks frosty' });
    const item = await screen.findByText('Looks frosty');
    const row = item.closest('li') as HTMLElement;
    expect(within(row).getByRole('link', { name: "budtender's profile" }).getAttribute('href')).toBe('/profile/u-2');
  });

  it('shows when each comment was made: relative, with the full date on hover (issue 25)', async () => {
    const recent = { ...comment('fresh'), createdAt: new Date(Date.now() - 3 * 60_000).toISOString() };
    mockApi({ 'GET /api/posts/p-1/comments': { body: { items: [recent], nextCursor: null } } });
    renderWithApp(<PostCard post={testPost({ commentsCount: 1 })} viewer={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Comments (1)' }));
    const time = await screen.findByText('3 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(recent.createdAt);
    expect(time.getAttribute('title')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/);
  });

  it('shows a destructive Error toast with the message when a comment fails', async () => {
    mockApi({
      'GET /api/posts/p-1/comments': { body: { items: [], nextCursor: null } },
      'POST /api/posts/p-1/comments': { status: 404, body: { message: 'Post not found' } },
    });
    renderWithApp(<PostCard post={testPost()} viewer={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Comments (0)' }));
    await userEvent.type(await screen.findByPlaceholderText('Write a comment...'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('API request failed: Post not found');
    expect((screen.getByPlaceholderText('Write a comment...') as HTMLInputElement).value).toBe('Hello');
  });

  it('offers Edit and Delete in the Post actions menu to the author, Delete, Report and Mute to an admin, Report and Mute to other members, nothing to visitors', async () => {
    mockApi({});
    const visitor = renderWithApp(<PostCard post={testPost()} viewer={null} />);
    expect(screen.queryByRole('button', { name: 'Post actions' })).toBeNull();
    visitor.unmount();
    const { unmount } = renderWithApp(<PostCard post={testPost()} viewer={{ id: 'u-other', isAdmin: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Report post', 'Mute @kushqueen']);
    unmount();

    const author = renderWithApp(<PostCard post={testPost()} viewer={{ id: 'u-author', isAdmin: false }} />);
    const trigger = screen.getByRole('button', { name: 'Post actions' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Post actions' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit post', 'Delete post']);
    expect(document.activeElement?.textContent).toBe('Edit post');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Delete post');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    author.unmount();

    renderWithApp(<PostCard post={testPost()} viewer={{ id: 'u-admin', isAdmin: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete post', 'Report post', 'Mute @kushqueen']);
  });

  it('reports a post from its menu under a rule chosen from the community rules', async () => {
    const { calls } = mockApi({
      'GET /api/community-rules': { body: COMMUNITY_RULES },
      'POST /api/reports': { status: 201, body: { id: 'r1', status: 'pending' } },
    });
    renderWithApp(<PostCard post={testPost({ content: 'Cheap clones' })} viewer={{ id: 'u-other', isAdmin: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    expect(within(dialog).getByText('Cheap clones')).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Spam or selling/ }));
    expect(within(dialog).getAllByRole('radio')).toHaveLength(COMMUNITY_RULES.length);
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Selling in every post');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(CommunityReportMessages.submitted);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ targetType: 'post', targetId: testPost().id, rule: 'spam-or-selling', details: 'Selling in every post' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a rule before sending, and shows the server\'s word when it refuses', async () => {
    mockApi({
      'GET /api/community-rules': { body: COMMUNITY_RULES },
      'POST /api/reports': { status: 409, body: { message: CommunityReportMessages.alreadyReported } },
    });
    renderWithApp(<PostCard post={testPost()} viewer={{ id: 'u-other', isAdmin: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Post actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await within(dialog).findAllByRole('radio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CommunityReportMessages.ruleRequired);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Harassment/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(CommunityReportMessages.alreadyReported);
  });

  it('links every #hashtag to its discussions', () => {
    mockApi({});
    renderWithApp(<PostCard post={testPost({ content: 'Trying #PurpleHaze tonight, plant #1' })} viewer={null} />);
    const link = screen.getByRole('link', { name: '#PurpleHaze' });
    expect(link.getAttribute('href')).toBe('/community/discussions?topic=PurpleHaze');
    expect(screen.getByTestId('post-content').textContent).toBe('Trying #PurpleHaze tonight, plant #1');
    expect(screen.queryByRole('link', { name: '#1' })).toBeNull();
  });
});
