import * as E from 'fp-ts/lib/Either.js';
import type { SearchEngine, SearchRequest, SearchResult } from '../../../application/search/search-engine.port';

/** Runs a search and unwraps its result; a Left fails the test with the failure's code and message. */
export async function searchResult(engine: SearchEngine, request: SearchRequest): Promise<SearchResult> {
  const answer = await engine.search(request)();
  if (E.isLeft(answer)) throw new Error(`expected a result, got ${answer.left.code}: ${answer.left.message}`);
  return answer.right;
}
