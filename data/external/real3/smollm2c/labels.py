"""Hand labels of the smollm2c answers (rules: LABELLING.md), written answer by answer before
any critic was run on this set. id -> (label, note); label 1 = at least one unsupported
sentence; the note quotes the first unsupported claim (or says why the answer is correct);
"borderline" marks a call another careful reader could make the other way."""

LABELS: dict[str, tuple[int, str]] = {
    "E00-0": (1, "'a function `get_chain_exists()` that returns a boolean value'"),
    "E00-1": (1, "'`Optional[Function]`', 'raises `ValueError`', 'the `Optional.get` method'"),
    "E00-2": (
        1,
        "'used to check if a module chain_exists() function exists' (the passage only describes the as_packages argument)",
    ),
    "E00-3": (
        1,
        "'The passage is a helpful tool, but it's not a helpful tool if you don't use it'",
    ),
    "E01-0": (
        1,
        "'allows you to expand a PyTorch tensor' (the passage: a distribution instance); 'the same dimensions as the original'",
    ),
    "E01-1": (
        1,
        "'reusing an existing instance of a given `Tensor.Tensor.ExpandTensor` object', 'a Python feature'",
    ),
    "E01-2": (
        1,
        "'discusses how to expand a PyTorch tensor' (the passage: a distribution, whose parameters it expands with Tensor.expand; borderline)",
    ),
    "E01-3": (
        0,
        "the passage's sentences copied ('any memory' for 'new memory'; borderline)",
    ),
    "E02-0": (
        1,
        "'dynamic adjustment of the learning rate based on external factors' (the passage: a constant factor until total_iters)",
    ),
    "E02-1": (1, "'a maximum number of epochs, which is 1'"),
    "E02-2": (
        1,
        "'during the initial epoch, which is a deliberate act of customization to optimize the learning process'",
    ),
    "E02-3": (
        0,
        "'adjust the learning rate based on the number of epochs (iterations) that have passed' (loose paraphrase of the multiplication until total_iters; borderline)",
    ),
    "E03-0": (
        1,
        "'Python's __init__ function is used to initialize variables', 'a built-in Python function'",
    ),
    "E03-1": (1, "'you need to create a wrapper function that accepts that argument'"),
    "E03-2": (
        1,
        "'the importance of using __init__ in Python to initialize variables before the main function'",
    ),
    "E03-3": (0, "paraphrase of the first sentence, repeated"),
    "E04-0": (
        1,
        "'a tokenizer from the OpenAI GPT-BERT-...' (the passage: its defaults correspond to OpenAI GPT BPE tokenizers)",
    ),
    "E04-1": (1, "'a language model developed by Google'"),
    "E04-2": (1, "'designed to remove punctuation' (the passage: splits on punctuation)"),
    "E04-3": (1, "'created by a team of researchers from Google and the University of Cambridge'"),
    "E05-0": (
        0,
        "'access elements in multiple frames without needing to locate each frame individually' paraphrases the first sentence (borderline: the passage throws an error when elements match in several frames)",
    ),
    "E05-1": (0, "the first sentence paraphrased (borderline, as E05-0)"),
    "E05-2": (1, "'can be used to locate multiple frames in a single frame'"),
    "E05-3": (1, "'how the search engine can find pages on the internet'"),
    "E06-0": (1, "'a context that allows a server to keep track of the current state'"),
    "E06-1": (
        1,
        "'The webpage contains a list of client certificates to be used in various development scenarios'",
    ),
    "E06-2": (1, "'a context that persists across multiple contexts'"),
    "E06-3": (1, "'client certificates to be used to create a new one'"),
    "E07-0": (
        1,
        "'a Python feature that allows for the creation of a new module with a tail name'",
    ),
    "E07-1": (1, "'the `tail-tail-style` syntax'"),
    "E07-2": (
        1,
        "'advises against using the \"tail\" of a module name to create a full module name'",
    ),
    "E07-3": (1, "'a package name that is combined with the suffix `.py`'"),
    "E08-0": (
        0,
        "'a method used to obtain a request token from a server' (a signed post request to url)",
    ),
    "E08-1": (
        1,
        "'then uses that token to construct an authorization URL' (the passage: the token is ready to be used for that); 'request token parsing pipeline' (borderline)",
    ),
    "E08-2": (1, "'OAuth 1.1' (the passage: OAuth 1)"),
    "E08-3": (0, "quotes the first sentence"),
    "E09-0": (
        0,
        "'a function that adds a module to the graph' (implied by the name and 'has a node in the graph'; borderline)",
    ),
    "E09-1": (
        1,
        "'the `functools.wraps()` decorator', 'when the module's source code is not available'",
    ),
    "E09-2": (1, "'a built-in Python function'"),
    "E09-3": (
        0,
        "'how to create a module that is treated as a squashed module' (loose; borderline)",
    ),
    "E10-0": (1, "'takes a list of tuples as input' (the passage: takes a model)"),
    "E10-1": (1, "'fetching the raw data from the server using a REST API'"),
    "E10-2": (0, "'a function that extracts raw data from a model' using external data"),
    "E10-3": (1, "an invented sentence about a new employee and a laptop"),
    "E11-0": (0, "the argument list copied verbatim"),
    "E11-1": (0, "'The source: source: source: source' states nothing (degenerate; borderline)"),
    "E11-2": (1, "'returns a generator of tokenized score examples'"),
    "E11-3": (
        1,
        "'a language-based translation service that helps people translate their own language'",
    ),
    "E12-0": (
        1,
        "'introduced in early convolutional neural networks', 'reduction of the number of neurons'",
    ),
    "E12-1": (
        1,
        "'i.i.d. dropout is not the only way to enhance activations', 'Dropout1d (which stands for Drop-1)'",
    ),
    "E12-2": (1, "'helps reduce the impact of excessive dropout on the learning rate'"),
    "E12-3": (
        0,
        "'a study that uses CNNs to enhance object localization' restates the cited paper's title (borderline: misses the point of the sentence)",
    ),
    "E13-0": (1, "'allows multiple threads to run concurrently'"),
    "E13-1": (1, "'the second at the second-to-last iteration'"),
    "E13-2": (
        1,
        "'only when the coroutine that is being executed is the first one that is started'",
    ),
    "E13-3": (
        1,
        "'like a loop that runs every time a coroutine function is called', 'it cancels itself'",
    ),
    "E14-0": (
        1,
        "'The input image to embed in RGB format is set_image' (the image is its argument; borderline)",
    ),
    "E14-1": (
        1,
        "'recommends setting the image in RGB format using NumPy', 'HWC (Huffton Gray) format'",
    ),
    "E14-2": (
        0,
        "'discusses the use of PIL.image' (a PIL Image is an accepted input; thin; borderline)",
    ),
    "E14-3": (0, "'The input image to be embedded in RGB format' (the argument's description)"),
    "E15-0": (
        1,
        "'a type of convolutional neural network that is designed to detect and remove the ghosts from a video'",
    ),
    "E15-1": (1, "'the ability of human beings to exploit and manipulate the environment'"),
    "E15-2": (1, "'the potential impact of CTCLoss on ... the model's classification accuracy'"),
    "E15-3": (1, "'a special tool called \"CuDNN\" that helps people with their data'"),
    "E16-0": (
        1,
        "'describes a library controller as a \"library\"', then 'not a \"library controller\"' (degenerate; borderline)",
    ),
    "E16-1": (
        1,
        "'the importance of \"openblas\" in the framework's implementation', 'blueprints.io'",
    ),
    "E16-2": (
        0,
        "'the library's interface and the library's implementation' (vague; the attributes name specification and implementation; borderline)",
    ),
    "E16-3": (1, "'a library that uses a specification to make their own library'"),
    "E17-0": (
        1,
        "'a function that creates a new frame in a socket' ('in a socket' not said; borderline)",
    ),
    "E17-1": (1, "'running a webpack application'"),
    "E17-2": (
        1,
        "'it uses a special function that allows the function to handle the creation of a new frame'",
    ),
    "E17-3": (1, "'how to use the server to send emails'"),
    "E18-0": (
        1,
        "'defined as a `dict()` in Python, which is a built-in Python data type that allows for dynamic data manipulation'",
    ),
    "E18-1": (1, "'an instance method (`__dict__`)', 'implemented using the `get()` method'"),
    "E18-2": (1, "'create a new dictionary from a list of tuples'"),
    "E18-3": (1, "'a tool that helps find and remove processes from a database'"),
    "E19-0": (1, "invented source code (`import torch`, a function signature)"),
    "E19-1": (
        1,
        "'in the context of Tensorflow', 'designed to handle and process large amounts of data efficiently'",
    ),
    "E19-2": (
        0,
        "'limitations' and 'recommends alternative memory management techniques' (vague for buffer scaling and processing/discarding chunks; borderline)",
    ),
    "E19-3": (
        1,
        "'a library that can only process and discard blocks of data' (the passage: consumers must process/discard chunks; borderline)",
    ),
    "E20-0": (0, "the passage copied verbatim"),
    "E20-1": (1, "'used to redirect the user to a client registration endpoint'"),
    "E20-2": (1, "'a parameterized query string that allows clients to specify the path'"),
    "E20-3": (0, "the passage copied with small rewordings"),
    "E21-0": (1, "'a library called `lib_controller`', 'a controller-based UI'"),
    "E21-1": (1, "'a library-based web server using ... `sys.stdout` to measure the file size'"),
    "E21-2": (
        0,
        "'the use of a library in a controller's implementation of a library's behavior' (vague; the handler is used to implement the methods; borderline)",
    ),
    "E21-3": (
        0,
        "tries to match a shared library's filename with the filename prefixes ('a threadpooling library' for Threadpoolctl; borderline)",
    ),
    "E22-0": (1, "'a part of the \"Refresh Token Request\" hook'"),
    "E22-1": (1, "'protecting the global supply chain platform'"),
    "E22-2": (0, "'the hook is a \"hook\"' states nothing (degenerate; borderline)"),
    "E22-3": (1, "'a chatbot that helps people with their money'"),
    "E23-0": (
        1,
        "'a variant of BCE with LogitsLoss', 'the multiplicative relationship between the log-likelihood and the likelihood'",
    ),
    "E23-1": (
        1,
        "'followed by a log-sum-exp function in a single layer to create a multi-layer BCEWithLogitsLoss'",
    ),
    "E23-2": (1, "'a variant of BCEWithSigmoidLoss'"),
    "E23-3": (0, "'combine a sigmoid and a BCELoss layer using a single layer'"),
    "E24-0": (
        1,
        "'Bits-to-bytes.' (the passage: lookup tables between utf-8 bytes and unicode strings; a bare fragment; borderline)",
    ),
    "E24-1": (1, "'bps that are between 1 and 252'"),
    "E24-2": (1, "'it's crucial to ensure that the conversion process is efficient and accurate'"),
    "E24-3": (0, "restates that a bpe code works on unicode strings (degenerate)"),
    "E25-0": (1, "'a domesticated animal that is often confused with a dog'"),
    "E25-1": (1, "'The author uses a cat as a metaphor to describe a natural beauty in a human'"),
    "E25-2": (1, "'the importance of cat in the context of human behavior'"),
    "E25-3": (1, "'a program that can't be read'"),
    "E26-0": (1, "'a family of algorithms' (the passage: a class)"),
    "E26-1": (
        0,
        "the intermediary between Distribution and exponential-family distributions, computing entropy and KL divergence with the AD framework",
    ),
    "E26-2": (
        1,
        "'which is a key concept in the theory of exponential families' (generic addition; borderline)",
    ),
    "E26-3": (1, "'a class called `Distribution`, which is a type of exponential family'"),
    "E27-0": (
        1,
        "'a mathematical concept called Cyclicality in the context of Linear Galois theory'",
    ),
    "E27-1": (1, "'allows for a high degree of variability and adaptability in model performance'"),
    "E27-2": (
        1,
        "'which is a key aspect of the paper's methodology' (generic addition; borderline)",
    ),
    "E27-3": (
        1,
        "'how the learning rate is scaled on a per-iteration or per-cycle basis' (the passage: the distance between the boundaries; borderline)",
    ),
    "E28-0": (
        1,
        "'a library called \"Librarian\" that is used to manage and control a library of tools and services'",
    ),
    "E28-1": (
        1,
        "'source code with a code-style issue', 'This module has a dependency on source code'",
    ),
    "E28-2": (
        1,
        "'the implementation of a library in a specific application, specifically in a library's documentation'",
    ),
    "E28-3": (1, "'a library that allows users to upload their own apps to the library's servers'"),
    "E29-0": (
        1,
        "'describes a module expression as a \"wildcard\"' (the passage: sets of modules are notated using wildcards; borderline)",
    ),
    "E29-1": (
        1,
        "'\"mypackage.foo.bar\" that is defined as a single module \"mypackage.foo.*\"', 'mypackage.foo.loader'",
    ),
    "E29-2": (0, "'the use of * and ** in ... module expression syntax'"),
    "E29-3": (
        0,
        "'talking about different types of modules' (loose for sets of modules; borderline)",
    ),
    "E30-0": (
        1,
        "'between the import chains and the imported chains' (the passage: between the importer and imported; borderline)",
    ),
    "E30-1": (1, "'generates a list of `{1: 2, 2: 3, ...`'"),
    "E30-2": (1, "'a function that takes a list of chains'"),
    "E30-3": (1, "'a list of instructions that tell you how to create a new recipe'"),
    "E31-0": (
        1,
        "'the lifespan of the resulting OrTValue is never exceeded' (the passage: it should never exceed the bytes object's; borderline)",
    ),
    "E31-1": (1, "'with the onnx type of `np.float32` can fail'"),
    "E31-2": (
        0,
        "'discusses the limitations of using' it (vague for the lifespan constraint; garbled name; borderline)",
    ),
    "E31-3": (1, "'the array is guaranteed to never exceed the array's size'"),
    "E32-0": (0, "the passage copied ('NOT' as 'not')"),
    "E32-1": (
        0,
        "the passage's two points ('a system with 2 logical CPUs will report 100%' drops 'a busy loop process'; borderline)",
    ),
    "E32-2": (1, "'the CPU_PERCEL_FLOP is 1'"),
    "E32-3": (0, "quotes the first sentence, repeated"),
    "E33-0": (1, "'a type of video that allows you to view and share your digital creations'"),
    "E33-1": (1, "'using the \"screenshot\" module', 'control the screenshot size and frame rate'"),
    "E33-2": (
        0,
        "'the screenshot functionality of a webpage, specifically mentioning the screenshot type'",
    ),
    "E33-3": (
        1,
        "'using a browser's default settings, which can be changed to use different screen sizes and resolutions'",
    ),
    "E34-0": (
        1,
        "'a dictionary with a single key \"type\"' (the passage: keyed with name and type)",
    ),
    "E34-1": (1, '\'keyed with "name" but not "type"\''),
    "E34-2": (
        0,
        "a dictionary of configuration options and a list of dictionaries ('returned by the function' is implied by 'The dictionary'; borderline)",
    ),
    "E34-3": (1, "'This is a list of dictionaries, which is a list of strings'"),
    "E35-0": (
        1,
        "'a method used to manage signal handlers' (the passage does not say what signal_handling is; borderline)",
    ),
    "E35-1": (
        1,
        "'in C++', 'recommends a default handler for SIGFPE', 'SIGSEGV as a signal handler'",
    ),
    "E35-2": (1, "'which is a key concept in signal handling' (generic addition; borderline)"),
    "E35-3": (1, "'how a worker process is handled by a worker process' (degenerate; borderline)"),
    "E36-0": (1, "'converting a model to a web application using the application server'"),
    "E36-1": (
        1,
        "'a specific file path that will be included in the output module's output directory', 'The input directory is initially created automatically'",
    ),
    "E36-2": (
        1,
        "'which is a crucial step in the conversion process' (generic addition; borderline)",
    ),
    "E36-3": (1, "'a tool that helps people in making their own language'"),
    "E37-0": (1, "'transforms a Cholesky matrix into a higher triangular matrix'"),
    "E37-1": (1, "'Dr. Patel explains'"),
    "E37-2": (1, "'can be used to solve linear regression problems'"),
    "E37-3": (0, "the first sentence paraphrased"),
    "E38-0": (1, "'It takes a socket object as an argument'"),
    "E38-1": (1, "'`get_args()` to obtain the socket object's `connection`', '`send_bytes()`'"),
    "E38-2": (
        0,
        "'create a socket connection using the create_connection function and the options parameter'",
    ),
    "E38-3": (1, "'a web socket server that can send messages to a server'"),
    "E39-0": (1, "'a collection of data that is stored in a database'"),
    "E39-1": (
        1,
        "'create a dataset from a list of key to key data samples', 'select the subset of samples'",
    ),
    "E39-2": (
        1,
        "'the importance of Dataset in Python's Data Science and Machine Learning applications'",
    ),
    "E39-3": (
        1,
        "'how to create a map from data to a list of samples' (the passage: datasets that map keys to data samples subclass it; borderline)",
    ),
}
