import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataExportDto } from '@cannaverse/contracts';
import { mockApi } from '../../../app/testing/mock-api';
import { renderWithApp } from '../../../app/testing/render';
import { DataExportSection, exportPartLabel } from './DataExportSection';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const CREATED = '2026-11-25T10:00:00.000Z';
const ready = (id: string): DataExportDto => ({
  id, status: 'ready', createdAt: CREATED, downloadUrl: `/api/me/exports/${id}/download`, expiresAt: '2026-12-02T10:00:00.000Z',
});

describe('Settings → Your data', () => {
  it('asks for an export, shows its progress part by part, then the download link with its date', async () => {
    const answers: DataExportDto[] = [
      { id: 'e-1', status: 'running', part: 'social/posts', createdAt: CREATED },
      { id: 'e-1', status: 'running', part: 'media', createdAt: CREATED },
      ready('e-1'),
    ];
    let list: DataExportDto[] = [];
    const { calls } = mockApi({
      'GET /api/me/exports': () => ({ body: list }),
      'POST /api/me/export': () => {
        list = [answers.shift()!];
        return { status: 202, body: { id: 'e-1', status: 'queued', createdAt: CREATED } };
      },
    });
    const advance = () => { if (answers.length) list = [answers.shift()!]; };
    renderWithApp(<DataExportSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/queued|gathering your posts/);
    expect(screen.queryByRole('button', { name: 'Export my data' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText(/gathering your posts/, {}, { timeout: 4000 })).toBeTruthy();
    advance();
    expect(await screen.findByText(/gathering your photos and videos/, {}, { timeout: 4000 })).toBeTruthy();
    advance();
    const link = await screen.findByRole('link', { name: 'Download your data (zip)' }, { timeout: 4000 });
    expect(link.getAttribute('href')).toBe('/api/me/exports/e-1/download');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('December 2, 2026');
    expect(screen.getByRole('button', { name: 'Export again' })).toBeTruthy();
  }, 15_000);

  it('says when the last export failed or expired, and offers a new one', async () => {
    mockApi({ 'GET /api/me/exports': { body: [{ id: 'e-2', status: 'failed', createdAt: CREATED }] } });
    const { unmount } = renderWithApp(<DataExportSection />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be completed');
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeTruthy();
    unmount();
    mockApi({ 'GET /api/me/exports': { body: [{ id: 'e-3', status: 'expired', createdAt: CREATED }] } });
    renderWithApp(<DataExportSection />);
    expect(await screen.findByText(/has expired/)).toBeTruthy();
  });

  it('shows the server\'s message when an export cannot start (the daily limit)', async () => {
    mockApi({
      'GET /api/me/exports': { body: [] },
      'POST /api/me/export': { status: 429, body: { message: 'Too many data exports. Try again in 3600 second(s).' } },
    });
    renderWithApp(<DataExportSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Too many data exports');
  });

  it('names the part being gathered', () => {
    expect(exportPartLabel('social/chat-lines')).toBe('your chat lines');
    expect(exportPartLabel('identity/account')).toBe('your account');
    expect(exportPartLabel(undefined)).toBe('your data');
  });
});
