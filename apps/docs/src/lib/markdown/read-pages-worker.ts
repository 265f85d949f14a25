// Worker thread of ./read-pages.ts: reads the pages it is given and posts their contents back.
import { parentPort, workerData } from 'node:worker_threads';
import { readPage } from './html-to-markdown.ts';

parentPort!.postMessage((workerData as string[]).map(readPage));
