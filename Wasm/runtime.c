// The C runtime of detents.wasm (issue 16): what Embedded Swift's code calls besides itself,
// on bare WebAssembly without a C library. An allocator (size classes of powers of two with a
// free list each, memory grown with memory.grow), mem*, and the few symbols the Swift
// runtime asks for. Math functions are JS imports (see scripts/wasm-run.mjs / Wasm/imports.txt).
// Built with `clang --target=wasm32 -nostdlib`.

typedef __SIZE_TYPE__ size_t;
typedef unsigned int uint32_t;
typedef unsigned char uint8_t;

// --- memory

extern unsigned char __heap_base;
static unsigned long heap_top;
static unsigned long heap_end;

// A block: a 16-byte header (its class, and the offset from the block's start to the address
// handed out) then the payload; class c holds 2^c bytes in all. Freed blocks of a class form a
// list through their first word.
#define HEADER 16
#define MIN_CLASS 5
#define CLASSES 32
static void *free_lists[CLASSES];

static void *grow_to(unsigned long end) {
  if (end > heap_end) {
    unsigned long pages = (end - heap_end + 65535) / 65536;
    if (__builtin_wasm_memory_grow(0, pages) == (unsigned long)-1) return 0;
    heap_end += pages * 65536;
  }
  return (void *)1;
}

static void *take(int c) {
  void *b = free_lists[c];
  if (b) {
    free_lists[c] = *(void **)b;
    return b;
  }
  if (!heap_top) {
    heap_top = ((unsigned long)&__heap_base + 15) & ~15ul;
    heap_end = __builtin_wasm_memory_size(0) * 65536;
  }
  unsigned long size = 1ul << c;
  if (!grow_to(heap_top + size)) return 0;
  b = (void *)heap_top;
  heap_top += size;
  return b;
}

static int class_of(size_t n) {
  int c = MIN_CLASS;
  while ((1ul << c) < n) c++;
  return c;
}

static void *allocate(size_t size, size_t align) {
  if (align < 16) align = 16;
  size_t need = size + HEADER + (align > 16 ? align : 0);
  if (need < size || need > (1ul << 31)) return 0;
  int c = class_of(need);
  unsigned char *b = take(c);
  if (!b) return 0;
  unsigned long p = ((unsigned long)b + HEADER + align - 1) & ~(align - 1);
  uint32_t *h = (uint32_t *)(p - 8);
  h[0] = c;
  h[1] = p - (unsigned long)b;
  return (void *)p;
}

void free(void *p) {
  if (!p) return;
  uint32_t *h = (uint32_t *)((unsigned char *)p - 8);
  int c = h[0];
  void *b = (unsigned char *)p - h[1];
  *(void **)b = free_lists[c];
  free_lists[c] = b;
}

void *malloc(size_t n) { return allocate(n, 16); }

void *calloc(size_t count, size_t n) {
  size_t total = count * n;
  if (n && total / n != count) return 0;
  unsigned char *p = allocate(total, 16);
  if (p) __builtin_memset(p, 0, total);
  return p;
}

int posix_memalign(void **out, size_t align, size_t n) {
  void *p = allocate(n, align);
  if (!p) return 12;  // ENOMEM
  *out = p;
  return 0;
}

void *aligned_alloc(size_t align, size_t n) { return allocate(n, align); }

size_t malloc_size(const void *p) {
  const uint32_t *h = (const uint32_t *)((const unsigned char *)p - 8);
  return (1ul << h[0]) - h[1];
}

void *realloc(void *p, size_t n) {
  if (!p) return malloc(n);
  size_t old = malloc_size(p);
  if (n <= old) return p;
  void *q = malloc(n);
  if (q) {
    __builtin_memcpy(q, p, old);
    free(p);
  }
  return q;
}

// --- mem*

void *memcpy(void *restrict d, const void *restrict s, size_t n) {
  unsigned char *a = d;
  const unsigned char *b = s;
  while (n--) *a++ = *b++;
  return d;
}

void *memmove(void *d, const void *s, size_t n) {
  unsigned char *a = d;
  const unsigned char *b = s;
  if (a == b || n == 0) return d;
  if (a < b) {
    while (n--) *a++ = *b++;
  } else {
    a += n;
    b += n;
    while (n--) *--a = *--b;
  }
  return d;
}

void *memset(void *d, int c, size_t n) {
  unsigned char *a = d;
  while (n--) *a++ = (unsigned char)c;
  return d;
}

int memcmp(const void *x, const void *y, size_t n) {
  const unsigned char *a = x, *b = y;
  for (; n; n--, a++, b++)
    if (*a != *b) return *a - *b;
  return 0;
}

size_t strlen(const char *s) {
  const char *e = s;
  while (*e) e++;
  return e - s;
}

// --- what the Swift runtime asks for

extern void detents_write(int fd, const void *bytes, int count) __attribute__((
    import_module("detents"), import_name("write")));

// A fatal error's message, byte by byte, on standard error.
int putchar(int c) {
  unsigned char b = (unsigned char)c;
  detents_write(2, &b, 1);
  return c;
}

// Hashing seeds: fixed, so that a run is the same every time (natively the seed is random,
// and nothing printed depends on it).
void arc4random_buf(void *buf, size_t n) {
  unsigned char *p = buf;
  for (size_t i = 0; i < n; i++) p[i] = (unsigned char)(0x9e + i * 0x37);
}

_Noreturn void abort(void) { __builtin_trap(); }

// The stack protector's canary (the Swift compiler protects frames with arrays on the stack).
unsigned long __stack_chk_guard = 0x5a17e3c1ul;
_Noreturn void __stack_chk_fail(void) { __builtin_trap(); }

// --- C math the compiler calls for Swift's own operations (the rest are JS imports)

// C's round: halfway cases away from zero (f64.nearest rounds them to even).
double round(double x) {
  double t = __builtin_trunc(x);
  double d = x - t;  // exact
  if (d >= 0.5) return t + 1;
  if (d <= -0.5) return t - 1;
  return t;
}

// --- 128-bit integer operations (compiler-rt's, which the toolchain has no wasm32 build of),
// on 64-bit halves. Float printing and Int128 use them.

typedef unsigned long long u64;
typedef union {
  unsigned __int128 all;
  struct {
    u64 low, high;
  } s;
} u128;

__int128 __multi3(__int128 a, __int128 b) {
  u128 x = {.all = (unsigned __int128)a}, y = {.all = (unsigned __int128)b}, r;
  u64 a0 = x.s.low & 0xffffffffu, a1 = x.s.low >> 32, b0 = y.s.low & 0xffffffffu, b1 = y.s.low >> 32;
  u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  r.s.low = (p00 & 0xffffffffu) | (middle << 32);
  r.s.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + x.s.high * y.s.low + x.s.low * y.s.high;
  return (__int128)r.all;
}

// A 128-bit shift by b (0 … 127) bits, left or (logical) right.
static __int128 shift(__int128 a, int b, int left) {
  u128 x = {.all = (unsigned __int128)a}, r;
  u64 near = left ? x.s.low : x.s.high, far = left ? x.s.high : x.s.low, kept, moved;
  if (b == 0) return a;
  if (b >= 64) {
    kept = 0;
    moved = left ? near << (b - 64) : near >> (b - 64);
  } else {
    kept = left ? near << b : near >> b;
    moved = left ? (far << b) | (near >> (64 - b)) : (far >> b) | (near << (64 - b));
  }
  r.s.low = left ? kept : moved;
  r.s.high = left ? moved : kept;
  return (__int128)r.all;
}

__int128 __ashlti3(__int128 a, int b) { return shift(a, b, 1); }
__int128 __lshrti3(__int128 a, int b) { return shift(a, b, 0); }

// Unsigned division, bit by bit (shift and subtract, on halves).
unsigned __int128 __udivti3(unsigned __int128 a, unsigned __int128 b) {
  u128 n = {.all = a}, d = {.all = b}, q = {.all = 0}, r = {.all = 0};
  if (d.s.high == 0 && n.s.high == 0) {
    q.s.low = n.s.low / d.s.low;
    return q.all;
  }
  for (int i = 127; i >= 0; i--) {
    // r = r << 1 | bit i of n
    r.s.high = (r.s.high << 1) | (r.s.low >> 63);
    r.s.low = (r.s.low << 1) | ((i >= 64 ? n.s.high >> (i - 64) : n.s.low >> i) & 1);
    if (r.s.high > d.s.high || (r.s.high == d.s.high && r.s.low >= d.s.low)) {
      u64 borrow = r.s.low < d.s.low;
      r.s.low -= d.s.low;
      r.s.high -= d.s.high + borrow;
      if (i >= 64) q.s.high |= 1ull << (i - 64);
      else q.s.low |= 1ull << i;
    }
  }
  return q.all;
}
