# Set B: answers written by the assistant model (Claude, the engineer of issue 15) from package
# docstrings it had not read before, before the new critic existed. Per passage: a question,
# a faithful answer (label 0) and an answer with planted, realistic errors (label 1; the bad
# sentences listed).
B = {
    "B00": (
        "How does networkx normalize the rich club coefficient, and what happens with small graphs?",
        "Based on the documentation, normalization works by computing the rich club coefficient of a random graph that has the same degree distribution as G; that random graph is obtained by repeatedly swapping the endpoints of existing edges. For graphs with fewer than 4 nodes this is not possible, because the degree distribution fully determines the graph, so the function raises an exception.",
        "Based on the documentation, normalization works by computing the rich club coefficient of a random graph with the same degree distribution as G, built by repeatedly swapping edge endpoints. For graphs with fewer than 10 nodes this is not possible, so the function simply returns 1 for every degree instead of failing.",
        [
            "For graphs with fewer than 10 nodes this is not possible, so the function simply returns 1 for every degree instead of failing."
        ],
    ),
    "B01": (
        "Why doesn't soupsieve's contains_text just get the text of every element?",
        "Because getting every element's text would take time quadratic in the depth of the document, since an element's text includes all of its descendants' text. Instead, each element is summarized once from its children's summaries and cached: whether its text contains any of the values, its length, and its first and last n - 1 characters (n being the length of the longest value). That is enough to find occurrences that cross the boundary between two children.",
        "Because getting every element's text would take time quadratic in the depth of the document. Instead, each element is summarized once and cached, storing its full text and a hash of it, so that lookups run in constant time. The cache is cleared automatically whenever the document is modified.",
        [
            "Instead, each element is summarized once and cached, storing its full text and a hash of it, so that lookups run in constant time.",
            "The cache is cleared automatically whenever the document is modified.",
        ],
    ),
    "B02": (
        "What happens to the ping payload in websockets if I pass no data?",
        "If data is None, the payload of the ping is four random bytes. If you pass a str instead, it is encoded to UTF-8.",
        "If data is None, the payload of the ping is eight random bytes generated with os.urandom. A str is encoded to UTF-8.",
        [
            "If data is None, the payload of the ping is eight random bytes generated with os.urandom."
        ],
    ),
    "B03": (
        "What is sympy's to_loads utility for?",
        "It is a convenience helper for KanesMethod. KanesMethod's kanes_equations method needs a list of Point-Vector tuples for its loads parameter, and this method produces those correctly structured point/vector pairs so you can concatenate them with the other loads. The resulting loads are also in the right form for the other equations-of-motion classes such as LagrangesMethod.",
        "It is a convenience helper for KanesMethod: kanes_equations needs a list of Point-Vector tuples for its loads, and this method produces them. Note that the output only works with KanesMethod; for LagrangesMethod you have to convert the loads into generalized forces yourself.",
        [
            "Note that the output only works with KanesMethod; for LagrangesMethod you have to convert the loads into generalized forces yourself."
        ],
    ),
    "B04": (
        "Does tqdm's default write lock work on Windows?",
        "Not automatically. The default write lock only works on platforms that support fork, which excludes Windows. On Windows you need to pass the lock from the parent process to the children as an argument to joblib or whichever parallelism library you use. On other platforms, remember to create a tqdm or TqdmDefaultWriteLock instance before forking.",
        "Yes. The default write lock provides thread and multiprocessing safety on every platform, including Windows, where tqdm uses a named mutex instead of fork. You only need to create a tqdm instance before starting your workers.",
        [
            "Yes.",
            "The default write lock provides thread and multiprocessing safety on every platform, including Windows, where tqdm uses a named mutex instead of fork.",
        ],
    ),
    "B05": (
        "In pybase64, what is the default of validate when I pass ignorechars?",
        "When ignorechars is specified, validate defaults to True; otherwise it defaults to False. ignorechars must be a bytes-like object listing characters to ignore in the input, and if it contains the pad character '=', misplaced and excess padding is ignored too.",
        "When ignorechars is specified, validate still defaults to False, so you have to turn it on yourself. ignorechars must be a bytes-like object listing the characters to ignore.",
        [
            "When ignorechars is specified, validate still defaults to False, so you have to turn it on yourself."
        ],
    ),
    "B06": (
        "How can I get rid of Beautiful Soup's UnusualUsageWarning?",
        "UnusualUsageWarning is the superclass of warnings Beautiful Soup issues when it sees something that is usually a mistake in the calling code but might be intentional. If your usage is intentional, you can filter the individual warning class. If you don't want Beautiful Soup second-guessing you at all, filter the UnusualUsageWarning class itself to get rid of all of them.",
        "You can filter the UnusualUsageWarning class with the warnings module to silence all of them. Alternatively, pass quiet=True to the BeautifulSoup constructor, which disables these warnings for that parser only.",
        [
            "Alternatively, pass quiet=True to the BeautifulSoup constructor, which disables these warnings for that parser only."
        ],
    ),
    "B07": (
        "What does click.edit return?",
        "click.edit opens the given text in an editor and returns the edited text. If the editor is closed without changes, it returns None. When you edit a file directly, the return value is always None, and require_save and extension are ignored. You can also give the editor explicitly, ideally as the full path to the executable, which overrides the detected editor.",
        "click.edit returns the edited text. If the editor is closed without changes, it returns the original text unchanged. When you edit a file directly it returns the file's new contents.",
        [
            "If the editor is closed without changes, it returns the original text unchanged.",
            "When you edit a file directly it returns the file's new contents.",
        ],
    ),
    "B08": (
        "Why should I pass width and height when getting a glyph image buffer in fontTools?",
        "If you omit width and height, the image is forcibly fitted to the bounding box and the side bearings get cropped, so you should give the size explicitly to get a proper glyph image. Passing 0 for both with contain=True expands to the bounding box while keeping the contours' origin, which preserves the LSB but not the RSB; the difference is more visible with rotation or skew transforms.",
        "If you omit width and height, the image is fitted to the bounding box and the side bearings are cropped. Passing 0 for both with contain=True keeps both the LSB and the RSB intact, which is the recommended setting for rotated glyphs.",
        [
            "Passing 0 for both with contain=True keeps both the LSB and the RSB intact, which is the recommended setting for rotated glyphs."
        ],
    ),
    "B09": (
        "What does force_contiguous do in safetensors' save_model?",
        "force_contiguous, which defaults to True, forces the state_dict to be saved as contiguous tensors. It has no effect on the correctness of the model, though it could change performance if the tensor layout had been chosen specifically for that reason.",
        "force_contiguous, which defaults to False, forces the state_dict to be saved as contiguous tensors. Turning it on can change the model's outputs slightly because of the changed memory layout.",
        [
            "force_contiguous, which defaults to False, forces the state_dict to be saved as contiguous tensors.",
            "Turning it on can change the model's outputs slightly because of the changed memory layout.",
        ],
    ),
    "B10": (
        "How does pypdf's _FirstKidFinder avoid reading kids repeatedly?",
        "Like index2label, it reads kids in order and only as far as needed. It keeps the pages covered by the kids read so far as sorted ranges, so each kid is read once rather than once per page. If a kid cannot be read, the exception is returned, and index2label raises it for every page that reaches that kid.",
        "It reads kids in order and keeps the pages they cover as sorted ranges, so each kid is read once. If a kid cannot be read, it is skipped and a warning is logged, so the remaining pages can still be labelled.",
        [
            "If a kid cannot be read, it is skipped and a warning is logged, so the remaining pages can still be labelled."
        ],
    ),
    "B11": (
        "Can I lock only part of a file with filelock's lock_descriptor?",
        "No. lock_descriptor uses the same exclusive lock as the native FileLock backend: a whole-file fcntl.flock lock on Unix, or a one-byte LockFileEx lock at offset 0 on Windows. There are no offset or length parameters, and seeking the file descriptor does not change the locked range.",
        "Yes, by seeking the file descriptor to the offset you want before acquiring the lock, since the lock starts at the current position. On Unix it uses fcntl.flock and on Windows LockFileEx.",
        [
            "Yes, by seeking the file descriptor to the offset you want before acquiring the lock, since the lock starts at the current position."
        ],
    ),
    "B12": (
        "When do I need the applicable_validators argument in jsonschema's create?",
        "It is a function that, given a schema, returns the applicable keywords and values used to validate an instance. It mainly exists to support JSON Schema versions before draft 7, which ignored keywords that were siblings of a $ref. Unless you are implementing similar behaviour, you can typically leave it at its default.",
        "It is a function that returns the applicable keywords for a schema. It is required for draft 2020-12 schemas, which need it to resolve $dynamicRef, so you should always set it when validating modern schemas.",
        [
            "It is required for draft 2020-12 schemas, which need it to resolve $dynamicRef, so you should always set it when validating modern schemas."
        ],
    ),
    "B13": (
        "What does psycopg's generators module do?",
        "Operations such as connecting and querying interleave libpq calls with waiting for the socket to be ready. The generators module contains the code that executes those operations and yields a polling state whenever it has to wait. The functions in the waiting module then wait, more or less cooperatively, for the socket to become ready and resume the generators.",
        "The generators module runs operations such as connecting and querying and yields a polling state whenever it has to wait for the socket. It also implements the connection pool, reusing idle connections between queries.",
        ["It also implements the connection pool, reusing idle connections between queries."],
    ),
    "B14": (
        "How does charset_normalizer's from_bytes decide on an encoding?",
        "Given raw bytes, from_bytes returns the best charsets usable to render them as str. By default it extracts 5 blocks of 512 bytes to assess the mess and coherence of the sequence, and it gives up on a code page once 20% of measured mess is reached. These criteria can be customized. If there are no results, that strongly suggests the input is binary rather than text.",
        "By default it extracts 10 blocks of 512 bytes to assess mess and coherence, and it gives up on a code page after 20% mess. If there are no results, it falls back to UTF-8.",
        [
            "By default it extracts 10 blocks of 512 bytes to assess mess and coherence, and it gives up on a code page after 20% mess.",
            "If there are no results, it falls back to UTF-8.",
        ],
    ),
    "B15": (
        "Which model and API key variable does chromadb's Perplexity embedding function use by default?",
        'By default it uses the model "pplx-embed-v1-0.6b" and reads the API key from the PERPLEXITY_API_KEY environment variable. You can pass api_key directly instead, and the dimensions argument lets you reduce the embedding size thanks to Matryoshka representation learning.',
        'By default it uses the model "pplx-embed-v1-large" and reads the API key from the PPLX_API_KEY environment variable.',
        [
            'By default it uses the model "pplx-embed-v1-large" and reads the API key from the PPLX_API_KEY environment variable.'
        ],
    ),
    "B16": (
        "Is items:read two scopes in FastAPI's OAuth2 form?",
        "No. For OAuth2, items:read is a single scope in an opaque string. You could split it on the colon yourself to get items and read, as many applications do to organise permissions, but that is application-specific and not part of the specification.",
        "Yes. FastAPI splits scopes on the colon, so items:read becomes the two scopes items and read, as the OAuth2 specification requires.",
        [
            "Yes.",
            "FastAPI splits scopes on the colon, so items:read becomes the two scopes items and read, as the OAuth2 specification requires.",
        ],
    ),
    "B17": (
        "What does pydantic's Discriminator give me beyond Field(discriminator=...)?",
        "It gives discriminated-union validation without needing one shared field across all union members. It also lets you handle unions of models and primitive types with discriminated-union-style errors, and you can use a custom callable to decide which union member a value belongs to while keeping the performance benefits of a discriminated union.",
        "It gives discriminated-union validation without a shared field. However, it only works for unions of models: primitive types are not supported, and a custom callable disables the performance benefits of discriminated unions.",
        [
            "However, it only works for unions of models: primitive types are not supported, and a custom callable disables the performance benefits of discriminated unions."
        ],
    ),
    "B18": (
        "What happens if sympy cannot calculate a point's velocity?",
        "Velocities are calculated automatically when possible; otherwise a ValueError is raised. When several velocities could be derived, the points defined most directly relative to this point are used. If the relative positions are inconsistent, incorrect velocities may be returned, so it is up to you to define positions and velocities consistently.",
        "Velocities are calculated automatically when possible; otherwise the velocity is returned as zero. If positions are inconsistent, sympy detects it and raises a ValueError.",
        [
            "Velocities are calculated automatically when possible; otherwise the velocity is returned as zero.",
            "If positions are inconsistent, sympy detects it and raises a ValueError.",
        ],
    ),
    "B19": (
        "How do I reuse a superclass's lexer state in Pygments?",
        "States that a subclass does not define are inherited automatically, while states it does define override the superclass's by default. To include the superclass's definitions inside your own state, use the special value \"inherit\" at the point where you want them included.",
        "States a subclass does not define are inherited automatically. To extend a superclass state, call super().get_tokendefs() and append your rules to the returned list.",
        [
            "To extend a superclass state, call super().get_tokendefs() and append your rules to the returned list."
        ],
    ),
    "B20": (
        "Which arguments of chromadb's _add are optional?",
        "metadata, documents and uris all default to None. ids, collection_id and the embeddings themselves are the required arguments: ids are associated with the embeddings and collection_id is the UUID of the collection they are added to.",
        "metadata and documents default to None, while uris is required. ids, collection_id and embeddings must also be given.",
        ["metadata and documents default to None, while uris is required."],
    ),
    "B21": (
        "What should the initial X look like for scipy's lobpcg?",
        "X is a 2D array whose row dimension sets how many eigenvalues you request; it is an initial guess for the target eigenvectors and must have linearly independent columns. With no good initial approximation, randomly oriented vectors usually work best, for example normally distributed around zero or uniform on [-1, 1]. Using float32 speeds up the run while still allowing accurate eigenvalues.",
        "X is a 2D array whose column dimension sets how many eigenvalues you request, and its columns must be linearly independent. With no initial approximation, use the identity matrix, which converges fastest. Using float32 speeds things up but makes the eigenvalues inaccurate.",
        [
            "With no initial approximation, use the identity matrix, which converges fastest.",
            "Using float32 speeds things up but makes the eigenvalues inaccurate.",
        ],
    ),
    "B22": (
        "Should I turn off include_obfuscation in the OpenAI client?",
        "Stream obfuscation adds random characters to an obfuscation field on streaming delta events to normalise payload sizes, as a mitigation against certain side-channel attacks. It is on by default and adds a small overhead. You can set include_obfuscation to false to save bandwidth if you trust the network links between your application and the OpenAI API.",
        "Stream obfuscation adds random characters to streaming events against side-channel attacks. It is off by default, and turning it on roughly doubles the size of the stream, so only enable it on untrusted networks.",
        [
            "It is off by default, and turning it on roughly doubles the size of the stream, so only enable it on untrusted networks."
        ],
    ),
    "B23": (
        "How does filelock's read-write protocol avoid half-finished state after a crash?",
        "The lock's state is a sequence of immutable snapshots gen/<N>, each naming the writer and the readers holding the lock at generation N. A transition publishes the next snapshot atomically: a participant reads the latest generation, derives the successor, and links a fully written temporary file to gen/<N+1>. If a peer got there first the link fails and it retries. So a crash leaves at most an unlinked temporary file, never a state someone must repair.",
        "Each transition publishes the next snapshot gen/<N+1> atomically by linking a fully written temporary file. If a peer got there first, the participant waits for a timeout of 30 seconds before giving up. After a crash, a recovery process repairs the last snapshot on the next start.",
        [
            "If a peer got there first, the participant waits for a timeout of 30 seconds before giving up.",
            "After a crash, a recovery process repairs the last snapshot on the next start.",
        ],
    ),
    "B24": (
        "Does the metadata I store with safetensors' save_file affect loading?",
        "No. The metadata argument is optional text-only metadata saved in the header, for example to describe the tensors. It is purely informative and does not affect how tensors are loaded. Note that the tensors you save must be contiguous and dense.",
        "Yes: the metadata is read back at load time to restore tensor dtypes, so it must list every tensor. The tensors must also be contiguous and dense.",
        [
            "Yes: the metadata is read back at load time to restore tensor dtypes, so it must list every tensor."
        ],
    ),
    "B25": (
        "What does strict do in pypdf's PdfReader, and what is its default?",
        "strict decides whether you are warned of all problems, and it also makes some correctable problems fatal. It defaults to False.",
        "strict decides whether you are warned of all problems and makes correctable problems fatal. It defaults to True, so malformed PDFs raise an error unless you turn it off.",
        ["It defaults to True, so malformed PDFs raise an error unless you turn it off."],
    ),
    "B26": (
        "What is the difference between keepalive_timeout=None and force_close=True in aiohttp's connector?",
        "With keepalive_timeout=None a reusable connection never expires from idling alone; a disconnected one is discarded the next time the pool is consulted for that host. force_close=True is different: it disables reuse entirely, closing and reconnecting after every request and between redirects.",
        "With keepalive_timeout=None, idle connections are closed immediately after each request. force_close=True does the same but also disables SSL session reuse.",
        [
            "With keepalive_timeout=None, idle connections are closed immediately after each request.",
            "force_close=True does the same but also disables SSL session reuse.",
        ],
    ),
    "B27": (
        "What happens when the websockets incoming message queue is full?",
        "max_queue bounds the queue of incoming messages (32 by default). When it fills up, the protocol stops processing incoming data until recv is called. Receive buffers in asyncio and the OS then fill up and the TCP receive window shrinks, which slows down transmission to avoid packet loss.",
        "max_queue bounds the incoming queue, 16 messages by default. When it is full, the oldest messages are dropped so that memory use stays bounded.",
        [
            "max_queue bounds the incoming queue, 16 messages by default.",
            "When it is full, the oldest messages are dropped so that memory use stays bounded.",
        ],
    ),
    "B28": (
        "How does fsspec keep the cached file's blocks up to date?",
        "The file on the target filesystem is opened with an mmap cache pointing at a location in fsspec's own cache. The blocks instance is shared, so when the mmap cache updates, the entry in cached_files updates too. The file is monkey-patched so that closing it calls close_and_update, which saves the state of the blocks.",
        "The file is opened with an mmap cache, and a background thread copies the blocks to cached_files every few seconds. When the file closes, the cache is deleted.",
        [
            "The file is opened with an mmap cache, and a background thread copies the blocks to cached_files every few seconds.",
            "When the file closes, the cache is deleted.",
        ],
    ),
    "B29": (
        "What should I watch out for when using cache_hash in attrs?",
        "cache_hash makes the object's hash code be computed once and stored on the object. It requires hashing to be enabled for the class, explicitly or implicitly. With a cached hash you should avoid reassigning fields used in the hash or mutating the objects they point to after creation, because the hash code's behaviour is then undefined.",
        "cache_hash computes the hash once and stores it. attrs recomputes the cached hash automatically whenever a field changes, so mutations are safe.",
        [
            "attrs recomputes the cached hash automatically whenever a field changes, so mutations are safe."
        ],
    ),
    "B30": (
        "Why is passing unsafe names to a Jinja FromImport node a problem?",
        "The compiler turns attribute lookups on that node directly into getattr calls and does not use the environment's subscript callback. Regular Jinja code is safe because exported variables cannot start with double underscores, which the parser enforces, but an extension that builds this node must take extra care.",
        "The compiler turns attribute lookups into getattr calls. Since Jinja 3.0 the sandbox checks these names too, so extensions do not need to worry about it.",
        [
            "Since Jinja 3.0 the sandbox checks these names too, so extensions do not need to worry about it."
        ],
    ),
    "B31": (
        "What does pypika's builder decorator do?",
        "It wraps builder functions on Query and similar classes, which mutate the query and return self, so that they become immutable: the decorator deep-copies the current instance first. It returns the inner function's return value or the new copy, so the inner function does not need to return self.",
        "It wraps builder functions so they mutate the query in place for speed, avoiding copies. The inner function must return self, otherwise the decorator raises a TypeError.",
        [
            "It wraps builder functions so they mutate the query in place for speed, avoiding copies.",
            "The inner function must return self, otherwise the decorator raises a TypeError.",
        ],
    ),
    "B32": (
        "Where does the name of numpy's Hamming window come from?",
        "It is named after R. W. Hamming, an associate of J. W. Tukey, and is described in Blackman and Tukey. It was recommended for smoothing the truncated autocovariance function in the time domain and is widely used in signal processing, where it is also known as an apodization or tapering function.",
        "It is named after R. W. Hamming, who invented it at Bell Labs in 1977 together with John von Neumann. It is used in signal processing as a tapering function.",
        [
            "It is named after R. W. Hamming, who invented it at Bell Labs in 1977 together with John von Neumann."
        ],
    ),
    "B33": (
        "Will typer's progressbar show up when my output is piped to a file?",
        "No. By default the progress bar is not rendered if the file is not a terminal. When it does render, it prints to the given file (stdout by default) while you iterate and tries to estimate the remaining time.",
        "Yes, it always renders, writing to stderr by default so that piped output stays clean.",
        ["Yes, it always renders, writing to stderr by default so that piped output stays clean."],
    ),
    "B34": (
        "How does PIL's colorize map the colors?",
        "It calculates a color wedge that maps all black pixels of the grayscale source to the first color and all white pixels to the second. If you also give mid, it uses three-color mapping. Colors can be RGB tuples or color names, and you can set mapping positions such as blackpoint, which must satisfy blackpoint <= midpoint <= whitepoint.",
        "It maps black pixels to the first color and white pixels to the second. The colors must be given as hex strings, and mid is required for images with an alpha channel.",
        [
            "The colors must be given as hex strings, and mid is required for images with an alpha channel."
        ],
    ),
}
