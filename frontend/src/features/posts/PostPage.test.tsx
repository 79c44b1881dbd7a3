import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../app/testing/mock-api';
import { renderWithApp, testPost, testUser } from '../../app/testing/render';
import PostPage, { POST_GONE_TEXT } from './PostPage';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (id: string) => renderWithApp(<Routes><Route path="/posts/:id" element={<PostPage />} /></Routes>, { route: `/posts/${id}` });

describe('PostPage', () => {
  it('shows the one post', async () => {
    mockApi({ 'GET /api/me': { body: testUser() }, [`GET /api/posts/${testPost().id}`]: { body: testPost({ content: 'In context' }) } });
    renderAt(testPost().id);
    expect(await screen.findByText('In context')).toBeTruthy();
  });

  it('says when the post is gone (deleted, or removed by moderators)', async () => {
    mockApi({ 'GET /api/me': { body: testUser() }, 'GET /api/posts/p-gone': { status: 404, body: { message: 'Post not found' } } });
    renderAt('p-gone');
    expect((await screen.findByRole('alert')).textContent).toBe(POST_GONE_TEXT);
  });
});
