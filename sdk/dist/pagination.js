// A list call is both a promise of its first page and an async iterable over every item of every page, so
// `await client.findings.list()` reads one page and `for await (const finding of client.findings.list())` walks
// them all, following `next_cursor` with the same filters (the service binds a cursor to its query).
export class PagePromise {
    fetchPage;
    [Symbol.toStringTag] = 'PagePromise';
    #first;
    /** `fetchPage(undefined)` reads the page the call's own parameters name (its cursor, if it gave one). */
    constructor(fetchPage) {
        this.fetchPage = fetchPage;
    }
    #firstPage() {
        this.#first ??= this.fetchPage(undefined);
        return this.#first;
    }
    then(onFulfilled, onRejected) {
        return this.#firstPage().then(onFulfilled, onRejected);
    }
    catch(onRejected) {
        return this.#firstPage().catch(onRejected);
    }
    finally(onFinally) {
        return this.#firstPage().finally(onFinally);
    }
    /** Every page in turn, from the first (one request each, made as the loop asks for it). */
    async *pages() {
        let page = await this.#firstPage();
        yield page;
        while (page.has_more && page.next_cursor) {
            page = await this.fetchPage(page.next_cursor);
            yield page;
        }
    }
    async *[Symbol.asyncIterator]() {
        for await (const page of this.pages())
            yield* page.data;
    }
    /** Every item, up to `max` (default 10,000): a guard against loading a whole tenant by accident. */
    async toArray(max = 10_000) {
        const items = [];
        for await (const item of this) {
            if (items.length === max)
                break;
            items.push(item);
        }
        return items;
    }
}
