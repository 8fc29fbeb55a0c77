// A list call is both a promise of its first page and an async iterable over every item of every page, so
// `await client.findings.list()` reads one page and `for await (const finding of client.findings.list())` walks
// them all, following `next_cursor` with the same filters (the service binds a cursor to its query).

export interface ListPage<T> {
  data: T[]
  has_more: boolean
  next_cursor: string | null
}

export class PagePromise<Item, Page extends ListPage<Item>> implements Promise<Page>, AsyncIterable<Item> {
  readonly [Symbol.toStringTag] = 'PagePromise'
  #first: Promise<Page> | undefined

  /** `fetchPage(undefined)` reads the page the call's own parameters name (its cursor, if it gave one). */
  constructor(private readonly fetchPage: (cursor: string | undefined) => Promise<Page>) {}

  #firstPage(): Promise<Page> {
    this.#first ??= this.fetchPage(undefined)
    return this.#first
  }

  then<A = Page, B = never>(onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    return this.#firstPage().then(onFulfilled, onRejected)
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page | B> {
    return this.#firstPage().catch(onRejected)
  }

  finally(onFinally?: (() => void) | null): Promise<Page> {
    return this.#firstPage().finally(onFinally)
  }

  /** Every page in turn, from the first (one request each, made as the loop asks for it). */
  async *pages(): AsyncGenerator<Page> {
    let page = await this.#firstPage()
    yield page
    while (page.has_more && page.next_cursor) {
      page = await this.fetchPage(page.next_cursor)
      yield page
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item> {
    for await (const page of this.pages()) yield* page.data
  }

  /** Every item, up to `max` (default 10,000): a guard against loading a whole tenant by accident. */
  async toArray(max = 10_000): Promise<Item[]> {
    const items: Item[] = []
    for await (const item of this) {
      if (items.length === max) break
      items.push(item)
    }
    return items
  }
}
