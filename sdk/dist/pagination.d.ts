export interface ListPage<T> {
    data: T[];
    has_more: boolean;
    next_cursor: string | null;
}
export declare class PagePromise<Item, Page extends ListPage<Item>> implements Promise<Page>, AsyncIterable<Item> {
    #private;
    private readonly fetchPage;
    readonly [Symbol.toStringTag] = "PagePromise";
    /** `fetchPage(undefined)` reads the page the call's own parameters name (its cursor, if it gave one). */
    constructor(fetchPage: (cursor: string | undefined) => Promise<Page>);
    then<A = Page, B = never>(onFulfilled?: ((page: Page) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B>;
    catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page | B>;
    finally(onFinally?: (() => void) | null): Promise<Page>;
    /** Every page in turn, from the first (one request each, made as the loop asks for it). */
    pages(): AsyncGenerator<Page>;
    [Symbol.asyncIterator](): AsyncGenerator<Item>;
    /** Every item, up to `max` (default 10,000): a guard against loading a whole tenant by accident. */
    toArray(max?: number): Promise<Item[]>;
}
