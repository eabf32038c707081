import { afterEach } from 'vitest';
import { keepFailure } from './failureArtifacts';

// Every browser test file: a failed test keeps its pages' screenshots, consoles and traces, and names the folder.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const dir = await keepFailure(task.file?.filepath ?? 'unknown', task.name);
  console.error(`\nBrowser test failed: ${task.name}\n  trace, screenshots and console: ${dir}\n`);
});
