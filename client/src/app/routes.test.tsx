import { Suspense } from 'react';
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pages, preloadPage } from './routes';

afterEach(cleanup);

const pageAt = (path: string) => pages.find((p) => p.path === path)!.Page;
const shown = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Yükleniyor...</p>}>
        {(() => {
          const Page = pageAt(path);
          return <Page />;
        })()}
      </Suspense>
    </MemoryRouter>,
  );

it("draws a page in the first render once preloadPage has brought its code in (a first visit's page)", async () => {
  await preloadPage('/HAKKIMIZDA');
  shown('/hakkimizda');
  expect(screen.getByRole('heading', { name: 'Hakkımızda' })).toBeTruthy();
  expect(screen.queryByText('Yükleniyor...')).toBeNull();
});

it('loads any other page through Suspense, and a path no page claims preloads nothing', async () => {
  await expect(preloadPage('/yok/boyle/bir/sayfa')).resolves.toBeUndefined();
  shown('/terms-of-service');
  expect(screen.getByText('Yükleniyor...')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeTruthy();
});
