import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_FILE_MAX_BYTES, type TLinkedContentFile } from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient, UploadOptions } from '../../api/client';
import { AppProviders } from '../../app/AppProviders';
import { createBrandTheme } from '../../app/theme';
import { testApi, testBrand, testConfig } from '../../test/render-app';
import { createTestI18n } from '../../test/test-providers';
import { ContentFileUpload } from './ContentFileUpload';

const stored: TLinkedContentFile = {
  id: '2b7c6d1e-0f4a-4c55-9d1e-3a2b1c0d9e8f',
  kind: 'video',
  name: 'kickoff.mp4',
  size: 3_250_000,
  contentType: 'video/mp4',
  createdAt: '2026-11-27T10:00:00.000Z',
  url: '/files/content/2b7c6d1e-0f4a-4c55-9d1e-3a2b1c0d9e8f?b=profile&s=k.x',
};

function renderUpload(api: ApiClient, onUploaded = vi.fn(), replaces?: string) {
  render(
    <AppProviders
      portal={{ brand: testBrand, version: '1', config: testConfig(), api }}
      i18n={createTestI18n()}
      theme={createBrandTheme(testBrand.theme)}
    >
      <ContentFileUpload kind="video" onUploaded={onUploaded} replaces={replaces} />
    </AppProviders>,
  );
  return onUploaded;
}

/** A file of the given size without holding its bytes (the component reads only its size). */
function fileOf(name: string, size: number) {
  const file = new File(['x'], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('content-file-input-video'), { target: { files: [file] } });

afterEach(cleanup);

describe('ContentFileUpload', () => {
  it('uploads the chosen file with its kind, shows its progress, then the stored file', async () => {
    const api = testApi(async () => null);
    let finish: (file: TLinkedContentFile) => void = () => undefined;
    let progress: UploadOptions['onProgress'];
    api.upload = vi.fn((_path: string, _form: FormData, options?: UploadOptions) => {
      progress = options?.onProgress;
      return new Promise((resolve) => (finish = resolve));
    }) as ApiClient['upload'];
    const onUploaded = renderUpload(api);

    pick(fileOf('kickoff.mp4', 3_250_000));
    expect(await screen.findByText('Uploading kickoff.mp4…')).toBeTruthy();
    const [path, form, options] = vi.mocked(api.upload).mock.calls[0] ?? [];
    expect(path).toBe('/api/resourcegroup/file');
    expect(options?.query).toEqual({ kind: 'video' });
    expect((form?.get('file') as File).name).toBe('kickoff.mp4');
    act(() => progress?.(1_625_000, 3_250_000));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');

    await act(async () => finish(stored));
    expect(onUploaded).toHaveBeenCalledWith(stored);
    expect(screen.getByText('Uploaded: kickoff.mp4 (3.1 MB)')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("replaces a file's bytes under its id when given the file it replaces", async () => {
    const api = testApi(async () => null);
    api.upload = vi.fn(async () => stored) as ApiClient['upload'];
    const onUploaded = renderUpload(api, vi.fn(), stored.id);
    expect(screen.getByText('Replace the file')).toBeTruthy();
    pick(fileOf('kickoff.mp4', 3_250_000));
    expect(await screen.findByText('Replaced with kickoff.mp4 (3.1 MB).')).toBeTruthy();
    const [path, , options] = vi.mocked(api.upload).mock.calls[0] ?? [];
    expect(path).toBe(`/api/resourcegroup/files/${stored.id}/replace`);
    expect(options?.query).toBeUndefined();
    expect(onUploaded).toHaveBeenCalledWith(stored);
  });

  it("shows the server's message when it refuses the file", async () => {
    const api = testApi(async () => null);
    api.upload = vi.fn(async () => {
      throw new ApiError(415, 'A video must be an MP4 or WebM file.', 'ref-1', {
        code: 'errors.contentFile.videoRefused',
      });
    }) as ApiClient['upload'];
    const onUploaded = renderUpload(api);
    pick(fileOf('clip.mp4', 1000));
    expect(await screen.findByText(/A video must be an MP4 or WebM file\./)).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('does not send a file over the limit of its kind', async () => {
    const api = testApi(async () => null);
    api.upload = vi.fn() as ApiClient['upload'];
    renderUpload(api);
    pick(fileOf('long.mp4', CONTENT_FILE_MAX_BYTES.video + 1));
    expect(await screen.findByText('long.mp4 is larger than the limit of 500 MB.')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('stops an upload on cancel, without an error', async () => {
    const api = testApi(async () => null);
    api.upload = vi.fn(
      (_path: string, _form: FormData, options?: UploadOptions) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () =>
            reject(new DOMException('stopped', 'AbortError')),
          ),
        ),
    ) as ApiClient['upload'];
    renderUpload(api);
    pick(fileOf('kickoff.mp4', 1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
