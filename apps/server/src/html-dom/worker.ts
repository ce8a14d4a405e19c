import type { HtmlTask } from './protocol';

// The HTML thread's task (thread.ts runs it in a worker): the DOM is loaded once, on the first task.
const loading = import('./work').then(({ htmlWork }) => htmlWork());

export default async function runHtmlTask(task: HtmlTask): Promise<string> {
  return (await loading)(task);
}
