// The worker of ./read-pages.ts: reads the pages it is given and answers with their contents, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { readPage } from '../../../src/lib/markdown/html-to-markdown.ts';

parentPort!.postMessage((workerData as string[]).map((html) => readPage(html)));
