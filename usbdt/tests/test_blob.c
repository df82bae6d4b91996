// SPDX-License-Identifier: GPL-2.0
/*
 * blob.c's guards on what libfdt 1.6.1 does not check: alias values
 * resolved without its recursion (an alias whose value is its own name
 * overflowed the stack in fdt_path_offset()), the header and layout of
 * every input blob (a memory reservation map that runs into the
 * structure block passes fdt_check_full(), and set-mac's edit then moved
 * its terminator), and the command line on both: an error, not a crash,
 * nothing written; and whatever set-mac writes passes fdt_check_full().
 * Runs ./usbdt (make check builds it first) from usbdt/.
 */
#include <regex.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/testutil.h"

#define USBDT "./usbdt"
#define SEEDS "fuzz/seeds-committed/"

static const uint8_t M1[6] = { 2, 0, 0, 0, 0, 1 };

/* ---- helpers ---- */

static struct usbdt_blob blob_of(const void *fdt)
{
	struct usbdt_blob b;

	assert_int_equal(usbdt_blob_from_mem(fdt, fdt_totalsize(fdt), &b), 0);
	return b;
}

static void write_bytes(const char *path, const void *data, size_t len)
{
	FILE *f = fopen(path, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(data, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

/* run a shell command; its exit status (a signal fails the test) */
static int run_rc(const char *fmt, ...)
{
	char cmd[1024];
	va_list ap;
	int st;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	st = system(cmd);
	assert_true(st != -1);
	if (!WIFEXITED(st))
		fail_msg("%s: killed by signal", cmd);
	/* sh reports a child's signal as 128 + N */
	if (WEXITSTATUS(st) > 128)
		fail_msg("%s: exit %d (a signal)", cmd, WEXITSTATUS(st));
	return WEXITSTATUS(st);
}

static bool exists(const char *path)
{
	struct stat st;

	return !stat(path, &st);
}

static bool same_file(const char *path, const void *data, size_t len)
{
	struct usbdt_blob b;
	bool same;

	if (usbdt_read_file(path, &b))
		return false;
	same = b.size == len && !memcmp(b.data, data, len);
	usbdt_blob_free(&b);
	return same;
}

/* what set-mac wrote: read back, it must pass fdt_check_full() and usbdt's own validation */
static void assert_written_ok(const char *path)
{
	struct usbdt_blob b;

	assert_int_equal(usbdt_read_file(path, &b), 0);
	assert_true(b.size >= sizeof(struct fdt_header));
	assert_int_equal(fdt_check_full(b.data, b.size), 0);
	assert_int_equal(usbdt_blob_validate(&b), 0);
	usbdt_blob_free(&b);
}

struct diags {
	int n;
	char msg[8][256];
	char check[8][32];
};

static void collect(const struct usbdt_diag *d, void *arg)
{
	struct diags *g = arg;

	if (g->n < 8) {
		snprintf(g->msg[g->n], sizeof(g->msg[0]), "%s", d->msg);
		snprintf(g->check[g->n], sizeof(g->check[0]), "%s", d->check);
	}
	g->n++;
}

static struct diags check_all(const void *fdt)
{
	struct usbdt_opts o;
	struct usbdt_result r;
	struct diags g = { 0 };

	usbdt_opts_init(&o);
	assert_int_equal(usbdt_check_fdt(fdt, "t", &o, collect, &g, &r), 0);
	return g;
}

/* ---- aliases ---- */

/* the six-line tree: ethernet0 = "ethernet0" */
static void *alias_loop_tree(void)
{
	void *fdt = tfdt_new();

	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "ethernet0", "ethernet0");
	return fdt;
}

static void test_alias_loop(void **state)
{
	void *fdt = alias_loop_tree();
	struct usbdt_blob b = blob_of(fdt), before = blob_of(fdt);
	struct usbdt_setmac_env_opts eo = { false, "t.dtb" };
	struct usbdt_env env;
	struct diags g;
	const char *val;
	char *msg = NULL;
	size_t msglen = 0;
	FILE *warn;
	int len;

	(void)state;
	assert_int_equal(usbdt_blob_validate(&b), 0);
	assert_int_equal(usbdt_alias_offset(fdt, "ethernet0", &val, &len), USBDT_EBADPATH);
	assert_string_equal(val, "ethernet0");
	assert_int_equal(usbdt_alias_offset(fdt, "ethernet1", &val, &len), USBDT_ENOENT);
	assert_int_equal(usbdt_path_offset(fdt, "ethernet0"), -FDT_ERR_BADPATH);
	/* check: one error naming the alias, no crash */
	g = check_all(fdt);
	assert_int_equal(g.n, 1);
	assert_string_equal(g.check[0], "alias-ethernet");
	assert_non_null(strstr(g.msg[0], "alias ethernet0 is not an absolute path"));
	/* set-mac --env: refused before any edit */
	assert_int_equal(usbdt_env_parse("ethaddr=02:00:00:00:00:01\n", 26, &env), 0);
	warn = open_memstream(&msg, &msglen);
	assert_non_null(warn);
	assert_int_equal(usbdt_setmac_env(&b, &env, &eo, NULL, NULL, warn), USBDT_EBADPATH);
	fclose(warn);
	assert_string_equal(msg, "t.dtb: /aliases: error: alias ethernet0 is not an absolute path (\"/...\"): usbdt does not follow an alias of an alias; file left untouched\n");
	free(msg);
	assert_memory_equal(b.data, before.data, before.size);
	usbdt_env_free(&env);
	usbdt_blob_free(&before);
	usbdt_blob_free(&b);
	free(fdt);
}

/* every value that is not one absolute path string: refused, never followed */
static void test_alias_values(void **state)
{
	static const struct {
		const char *val;
		int len;
		const char *why;
	} bad[] = {
		{ "eth", 4, "not an absolute path" },		/* an alias of an alias */
		{ "eth/x", 6, "not an absolute path" },
		{ "ethernet0/x", 12, "not an absolute path" },	/* loops through itself */
		{ "", 1, "empty" },
		{ "", 0, "empty" },
		{ "/eth", 4, "not a NUL-terminated" },
		{ "/eth\0/x", 8, "NUL byte inside" },
		{ "/eth\0\0", 6, "NUL byte inside" },
	};
	void *fdt = tfdt_new();
	struct diags g;
	size_t i;
	int eth;

	(void)state;
	tnode(fdt, "/", "eth");
	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "eth", "/eth");
	eth = fdt_subnode_offset(fdt, 0, "eth");
	assert_int_equal(usbdt_alias_value_offset(fdt, "/eth", 5), eth);
	assert_int_equal(usbdt_alias_value_offset(fdt, "//eth/", 7), eth);
	assert_int_equal(usbdt_alias_value_offset(fdt, "/", 2), 0);
	assert_int_equal(usbdt_alias_value_offset(fdt, "/nope", 6), -FDT_ERR_NOTFOUND);
	assert_int_equal(usbdt_path_offset(fdt, "/eth"), eth);
	assert_int_equal(usbdt_path_offset(fdt, "/eth/"), eth);
	assert_int_equal(usbdt_path_offset(fdt, "/aliases"), fdt_subnode_offset(fdt, 0, "aliases"));
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		assert_int_equal(usbdt_alias_value_offset(fdt, bad[i].val, bad[i].len),
				 USBDT_EBADPATH);
		assert_non_null(strstr(usbdt_path_value_problem(bad[i].val, bad[i].len),
				       bad[i].why));
		assert_int_equal(fdt_setprop(fdt, fdt_subnode_offset(fdt, 0, "aliases"),
					     "ethernet0", bad[i].val, bad[i].len), 0);
		g = check_all(fdt);
		assert_int_equal(g.n, 1);
		assert_string_equal(g.check[0], "alias-ethernet");
		assert_non_null(strstr(g.msg[0], "alias ethernet0 is "));
		assert_non_null(strstr(g.msg[0], bad[i].why));
	}
	free(fdt);
}

/* fdt_overlay_apply() looks up target-path and __symbols__ with fdt_path_offset() */
static void test_overlay_paths(void **state)
{
	void *base = alias_loop_tree(), *ov = tfdt_new();
	struct usbdt_blob b, o;

	(void)state;
	tnode(base, "/", "__symbols__");
	tstr(base, "/__symbols__", "eth", "/aliases");
	tnode(ov, "/", "fragment@0");
	tstr(ov, "/fragment@0", "target-path", "ethernet0");
	tnode(ov, "/fragment@0", "__overlay__");
	tstr(ov, "/fragment@0/__overlay__", "label", "lan0");
	b = blob_of(base);
	o = blob_of(ov);
	assert_non_null(strstr(usbdt_overlay_problem(b.data, o.data),
			       "target-path of fragment@0 is not an absolute path"));
	assert_int_equal(usbdt_apply_overlay(&b, &o), USBDT_EBADPATH);
	usbdt_blob_free(&o);
	/* an absolute target applies */
	tstr(ov, "/fragment@0", "target-path", "/aliases");
	o = blob_of(ov);
	assert_null(usbdt_overlay_problem(b.data, o.data));
	assert_int_equal(usbdt_apply_overlay(&b, &o), 0);
	usbdt_blob_free(&o);
	/* a __fixups__ path, a base symbol that is an alias name */
	tnode(ov, "/", "__fixups__");
	tstr(ov, "/__fixups__", "eth", "ethernet0:target:0");
	o = blob_of(ov);
	assert_non_null(strstr(usbdt_overlay_problem(b.data, o.data), "__fixups__ eth"));
	usbdt_blob_free(&o);
	tstr(ov, "/__fixups__", "eth", "/fragment@0:target:0");
	tstr(base, "/__symbols__", "eth", "ethernet0");
	o = blob_of(ov);
	usbdt_blob_free(&b);
	b = blob_of(base);
	assert_non_null(strstr(usbdt_overlay_problem(b.data, o.data),
			       "__symbols__ eth is not an absolute path"));
	assert_int_equal(usbdt_apply_overlay(&b, &o), USBDT_EBADPATH);
	usbdt_blob_free(&o);
	usbdt_blob_free(&b);
	free(ov);
	free(base);
}

/* the command line on tests/data/alias-loop.dts: exit 1, not a crash */
static void test_alias_loop_cli(void **state)
{
	char dir[] = "/tmp/usbdt-alias-XXXXXX", out[64], env[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(out, sizeof(out), "%s/out.dtb", dir);
	snprintf(env, sizeof(env), "%s/env.txt", dir);
	write_bytes(env, "ethaddr=02:00:00:00:00:01\n", 26);
	assert_int_equal(run_rc(USBDT " check tests/data/alias-loop.dtb 2>%s/err", dir), 1);
	assert_int_equal(run_rc("grep -q '^tests/data/alias-loop.dtb: /aliases: error: alias ethernet0 is not an absolute path' %s/err", dir), 0);
	assert_int_equal(run_rc(USBDT " set-mac tests/data/alias-loop.dtb --alias ethernet0 02:00:00:00:00:01 -o %s 2>%s/err", out, dir), 1);
	assert_int_equal(run_rc("grep -q 'error: alias ethernet0 is not an absolute path' %s/err", dir), 0);
	assert_false(exists(out));
	assert_int_equal(run_rc(USBDT " set-mac tests/data/alias-loop.dtb --env %s -o %s 2>/dev/null", env, out), 1);
	assert_false(exists(out));
	assert_int_equal(run_rc(USBDT " set-mac tests/data/alias-loop.dtb --node ethernet0 02:00:00:00:00:01 -o %s 2>/dev/null", out), 1);
	assert_false(exists(out));
	assert_int_equal(run_rc("rm -r %s", dir), 0);
}

/* ---- layout ---- */

/*
 * A tree (an alias to a node with an all-zero local-mac-address) written
 * with libfdt's sequential-write API: header, reservation map at 0x30
 * (its terminator), structure block at 0x40, strings block. The "pad"
 * string puts local-mac-address's value (6 zero bytes and 2 of padding)
 * at offset 0x98, a reservation entry's size field when the map runs on
 * from 0x30: with the first entry's size made nonzero, the map runs
 * through the structure block to a terminator at 0x90 whose size is
 * local-mac-address's value. fdt_check_full() passes it; set-mac writes
 * the address over the terminator.
 */
static void *rsv_tree(void)
{
	static const uint8_t zero[6] = { 0 };
	void *fdt = malloc(4096);

	assert_non_null(fdt);
	assert_int_equal(fdt_create(fdt, 4096), 0);
	assert_int_equal(fdt_finish_reservemap(fdt), 0);
	assert_int_equal(fdt_begin_node(fdt, ""), 0);
	assert_int_equal(fdt_begin_node(fdt, "aliases"), 0);
	assert_int_equal(fdt_property_string(fdt, "ethernet0", "/eth"), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_begin_node(fdt, "eth"), 0);
	assert_int_equal(fdt_property_string(fdt, "pad", "12345678901"), 0);
	assert_int_equal(fdt_property(fdt, "local-mac-address", zero, 6), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_finish(fdt), 0);
	return fdt;
}

/* the reproducer: the first reservation entry's size set to 1 */
static void *rsv_into_struct(void)
{
	void *fdt = rsv_tree();
	fdt64_t one = cpu_to_fdt64(1);

	assert_int_equal(fdt_off_mem_rsvmap(fdt), 0x30);
	assert_int_equal(fdt_off_dt_struct(fdt), 0x40);
	assert_int_equal(fdt_num_mem_rsv(fdt), 0);
	memcpy((char *)fdt + 0x30 + 8, &one, 8);
	return fdt;
}

static void test_rsv_into_struct(void **state)
{
	void *fdt = rsv_into_struct(), *ok = rsv_tree();
	struct usbdt_blob b = blob_of(fdt), c = blob_of(ok);
	const char *why;

	(void)state;
	/* what libfdt 1.6.1 says: valid, 6 reservations, 5 read from the structure block */
	assert_int_equal(fdt_check_full(fdt, fdt_totalsize(fdt)), 0);
	assert_int_equal(fdt_num_mem_rsv(fdt), 6);
	/* what usbdt says */
	assert_int_equal(usbdt_blob_validate(&c), 0);
	assert_int_equal(usbdt_blob_validate(&b), USBDT_EBADFDT);
	why = usbdt_blob_problem(&b);
	assert_string_equal(why,
		"corrupt memory reservation map at offset 0x30: entry 1 at offset 0x40 runs into the structure block at offset 0x40 (the map must be terminated before it)");
	/* why: set-mac's edit (what the old code did, unvalidated) moves the terminator */
	assert_int_equal(usbdt_setmac_node(&b, usbdt_path_offset(b.data, "/eth"), M1,
					   NULL, NULL), 0);
	assert_int_not_equal(fdt_check_full(b.data, fdt_totalsize(b.data)), 0);
	usbdt_blob_free(&c);
	usbdt_blob_free(&b);
	free(ok);
	free(fdt);
}

static void test_rsv_into_struct_cli(void **state)
{
	char dir[] = "/tmp/usbdt-rsv-XXXXXX", in[64], out[64], env[64];
	void *fdt = rsv_into_struct();
	size_t n = fdt_totalsize(fdt);

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(in, sizeof(in), "%s/in.dtb", dir);
	snprintf(out, sizeof(out), "%s/out.dtb", dir);
	snprintf(env, sizeof(env), "%s/env.txt", dir);
	write_bytes(in, fdt, n);
	write_bytes(env, "ethaddr=02:00:00:00:00:01\n", 26);
	assert_int_equal(run_rc(USBDT " check %s 2>%s.err", in, in), 2);
	assert_int_equal(run_rc("grep -qx '%s: error: corrupt memory reservation map at offset 0x30: entry 1 at offset 0x40 runs into the structure block at offset 0x40 (the map must be terminated before it)' %s.err", in, in), 0);
	assert_int_equal(run_rc(USBDT " set-mac %s --alias ethernet0 02:00:00:00:00:01 -o %s 2>/dev/null", in, out), 2);
	assert_false(exists(out));
	assert_int_equal(run_rc(USBDT " set-mac %s --env %s -o %s 2>/dev/null", in, env, out), 2);
	assert_false(exists(out));
	assert_int_equal(run_rc(USBDT " set-mac %s --node /eth 02:00:00:00:00:01 2>/dev/null", in), 2);
	assert_true(same_file(in, fdt, n));
	/* the same tree, well formed: written, and what is written is valid */
	free(fdt);
	fdt = rsv_tree();
	n = fdt_totalsize(fdt);
	write_bytes(in, fdt, n);
	assert_int_equal(run_rc(USBDT " set-mac %s --alias ethernet0 02:00:00:00:00:01 -o %s >/dev/null", in, out), 0);
	assert_written_ok(out);
	assert_int_equal(run_rc(USBDT " set-mac %s --env %s >/dev/null", in, env), 0);
	assert_written_ok(in);
	assert_int_equal(run_rc(USBDT " check %s", in), 0);
	assert_int_equal(run_rc("rm -r %s", dir), 0);
	free(fdt);
}

/* set-mac's output, when the blob must grow (no free space, new properties) */
static void test_setmac_output_valid(void **state)
{
	char dir[] = "/tmp/usbdt-out-XXXXXX", in[64], out[64], env[64];
	void *fdt = tfdt_new();

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(in, sizeof(in), "%s/in.dtb", dir);
	snprintf(out, sizeof(out), "%s/out.dtb", dir);
	snprintf(env, sizeof(env), "%s/env.txt", dir);
	tnode(fdt, "/", "usb@1000");
	tstr(fdt, "/usb@1000", "compatible", "generic-ehci");
	tcells(fdt, "/usb@1000", "#address-cells", 1, 1);
	tcells(fdt, "/usb@1000", "#size-cells", 1, 0);
	tnode(fdt, "/usb@1000", "ethernet@1");
	tstr(fdt, "/usb@1000/ethernet@1", "compatible", "usb424,ec00");
	tcells(fdt, "/usb@1000/ethernet@1", "reg", 1, 1);
	tnode(fdt, "/usb@1000", "ethernet@2");
	tstr(fdt, "/usb@1000/ethernet@2", "compatible", "usb424,ec00");
	tcells(fdt, "/usb@1000/ethernet@2", "reg", 1, 2);
	tprop(fdt, "/usb@1000/ethernet@2", "mac-address", M1, 6);
	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "ethernet0", "/usb@1000/ethernet@1");
	tstr(fdt, "/aliases", "ethernet1", "/usb@1000/ethernet@2");
	assert_int_equal(fdt_add_mem_rsv(fdt, 0x80000000, 0x1000), 0);
	assert_int_equal(fdt_pack(fdt), 0);
	write_bytes(in, fdt, fdt_totalsize(fdt));
	write_bytes(env, "ethaddr=02:00:00:00:00:05\neth1addr=02:00:00:00:00:06\n", 52);
	assert_int_equal(run_rc(USBDT " set-mac %s --alias ethernet0 02:00:00:00:00:01 -o %s >/dev/null", in, out), 0);
	assert_written_ok(out);
	assert_int_equal(run_rc(USBDT " set-mac %s --node /usb@1000/ethernet@2 02:00:00:00:00:02 -o %s >/dev/null", in, out), 0);
	assert_written_ok(out);
	assert_int_equal(run_rc(USBDT " set-mac %s --env %s -o %s >/dev/null", in, env, out), 0);
	assert_written_ok(out);
	assert_int_equal(run_rc(USBDT " set-mac %s --env %s -o - >%s 2>/dev/null", in, env, out), 0);
	assert_written_ok(out);
	assert_int_equal(run_rc(USBDT " set-mac %s --env %s >/dev/null", in, env), 0);
	assert_written_ok(in);
	assert_int_equal(run_rc("rm -r %s", dir), 0);
	free(fdt);
}

/* header and layout: each refusal names what and where */
static void set32(void *fdt, size_t field, uint32_t v)
{
	fdt32_t x = cpu_to_fdt32(v);

	memcpy((char *)fdt + field, &x, 4);
}

#define HOFF(f) offsetof(struct fdt_header, f)

static void test_layout(void **state)
{
	void *good = rsv_tree();
	uint32_t total = fdt_totalsize(good), st = fdt_off_dt_struct(good);
	uint32_t str = fdt_off_dt_strings(good), stsize = fdt_size_dt_struct(good);
	const struct {
		size_t field;
		uint32_t val;
		const char *why;
	} bad[] = {
		{ HOFF(off_mem_rsvmap), 0x2c, "memory reservation map at offset 0x2c: not 8-byte aligned" },
		{ HOFF(off_mem_rsvmap), 0x20, "memory reservation map at offset 0x20: inside the header" },
		{ HOFF(off_mem_rsvmap), total & ~7u, "no room for an entry" },
		{ HOFF(off_dt_struct), 0x3a, "structure block at offset 0x3a: not 4-byte aligned" },
		{ HOFF(off_dt_struct), 0x10, "structure block at offset 0x10: inside the header" },
		{ HOFF(size_dt_struct), total, "ends past totalsize" },
		{ HOFF(off_dt_strings), total - 2, "strings block at offset" },
		{ HOFF(off_dt_strings), 0x20, "inside the header" },
		{ HOFF(size_dt_strings), 0xffffffff, "ends past totalsize" },
		{ HOFF(off_dt_strings), st + 8, "the structure block (offset 0x40 to" },
		{ HOFF(off_dt_struct), 0x38, "entry 0 at offset 0x30 runs into the structure block at offset 0x38" },
		{ HOFF(totalsize), 0x20, "totalsize 32 (0x20) is not between" },
		{ HOFF(last_comp_version), 18, "only versions 16 and 17" },
		{ HOFF(version), 15, "only versions 16 and 17" },
	};
	struct usbdt_blob b;
	uint32_t al;
	size_t i;

	(void)state;
	assert_int_equal(str, st + stsize);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		b = blob_of(good);
		set32(b.data, bad[i].field, bad[i].val);
		assert_int_equal(usbdt_blob_validate(&b), USBDT_EBADFDT);
		if (!strstr(usbdt_blob_problem(&b), bad[i].why))
			fail_msg("case %zu: \"%s\" does not say \"%s\"", i,
				 usbdt_blob_problem(&b), bad[i].why);
		usbdt_blob_free(&b);
	}
	b = blob_of(good);
	assert_int_equal(usbdt_blob_validate(&b), 0);
	usbdt_blob_free(&b);
	/* version 16 (no size_dt_struct): the structure block's end from its tags */
	b = blob_of(good);
	set32(b.data, HOFF(version), 16);
	set32(b.data, HOFF(size_dt_struct), 0);
	assert_int_equal(usbdt_blob_validate(&b), 0);
	set32(b.data, HOFF(off_dt_strings), st + 8);
	assert_non_null(strstr(usbdt_blob_problem(&b), "overlaps the strings block"));
	usbdt_blob_free(&b);
	/* a reservation map after the strings block, with no terminator before the end */
	b = blob_of(good);
	al = (total + 7) & ~7u;
	b.data = realloc(b.data, al + 24);
	assert_non_null(b.data);
	b.size = al + 24;
	memset((char *)b.data + total, 0xff, al + 24 - total);
	set32(b.data, HOFF(totalsize), al + 24);
	set32(b.data, HOFF(off_mem_rsvmap), al);
	assert_non_null(strstr(usbdt_blob_problem(&b), "no terminating entry (size 0) before totalsize"));
	/* with one, after the other blocks: read */
	memset((char *)b.data + al + 8, 0, 8);
	assert_int_equal(usbdt_blob_validate(&b), 0);
	usbdt_blob_free(&b);
	free(good);
}

/* ---- input edges: size, stdin, an overlay that is none ---- */

/* stderr of the last command: one line, matching the extended regex @re */
static void assert_one_error(const char *err, const char *re)
{
	struct usbdt_blob b;
	regex_t rx;
	char *text;
	size_t n;

	assert_int_equal(usbdt_read_file(err, &b), 0);
	text = b.data;
	n = b.size;
	if (!n || text[n - 1] != '\n' || memchr(text, '\n', n - 1) || memchr(text, '\0', n))
		fail_msg("%s: not one line: \"%.*s\"", err, (int)n, text);
	text[n - 1] = '\0';
	assert_int_equal(regcomp(&rx, re, REG_EXTENDED | REG_NOSUB), 0);
	if (regexec(&rx, text, 0, NULL, 0))
		fail_msg("\"%s\" does not match %s", text, re);
	regfree(&rx);
	usbdt_blob_free(&b);
}

/* a valid blob of @size bytes (fdt_create_empty_tree(): the rest free space) */
static void write_big_blob(const char *path, size_t size)
{
	void *fdt = calloc(1, size);

	assert_non_null(fdt);
	assert_int_equal(fdt_create_empty_tree(fdt, (int)size), 0);
	assert_int_equal(fdt_totalsize(fdt), size);
	assert_int_equal(fdt_check_full(fdt, size), 0);
	write_bytes(path, fdt, size);
	free(fdt);
}

/*
 * The 64 MiB cap: a valid blob of exactly 64 MiB is read, from a file
 * and from stdin; one byte more is refused by its size, saying the cap
 * and the size (it used to say "not a valid device-tree blob").
 */
static void test_size_cap(void **state)
{
	char dir[] = "/tmp/usbdt-cap-XXXXXX", big[64], ok[64], err[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(big, sizeof(big), "%s/big.dtb", dir);
	snprintf(ok, sizeof(ok), "%s/64m.dtb", dir);
	snprintf(err, sizeof(err), "%s/err", dir);
	write_big_blob(ok, USBDT_FILE_MAX);
	assert_int_equal(run_rc(USBDT " check %s", ok), 0);
	assert_int_equal(run_rc(USBDT " check - <%s", ok), 0);
	write_big_blob(big, (size_t)USBDT_FILE_MAX + 4096);
	assert_int_equal(run_rc(USBDT " check %s 2>%s", big, err), 2);
	assert_one_error(err, "^/tmp/usbdt-cap-[^:]*/big.dtb: error: 67112960 bytes: over usbdt's limit of 64 MiB \\(67108864 bytes\\) for a blob$");
	assert_int_equal(run_rc("cat %s | " USBDT " check - 2>%s", big, err), 2);
	assert_one_error(err, "^<stdin>: error: more than 67108864 bytes: over usbdt's limit of 64 MiB");
	assert_int_equal(run_rc(USBDT " set-mac %s --node /x 02:00:00:00:00:01 -o %s/o.dtb 2>%s", big, dir, err), 2);
	assert_one_error(err, "big.dtb: error: 67112960 bytes: over usbdt's limit");
	assert_false(exists("o.dtb"));
	assert_int_equal(run_rc("rm -r %s", dir), 0);
}

/*
 * A 3 GB sparse file is refused by its size, not read: under a 48 MiB
 * address-space limit (ulimit -v), where reading even the cap would fail,
 * the message still gives the file's size.
 */
static void test_sparse_file(void **state)
{
	char dir[] = "/tmp/usbdt-sparse-XXXXXX", f[64], err[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(f, sizeof(f), "%s/3g.dtb", dir);
	snprintf(err, sizeof(err), "%s/err", dir);
	assert_int_equal(run_rc("truncate -s 3G %s", f), 0);
	assert_int_equal(run_rc("ulimit -v 49152; exec " USBDT " check %s 2>%s", f, err), 2);
	assert_one_error(err, "3g.dtb: error: 3221225472 bytes: over usbdt's limit of 64 MiB");
	assert_int_equal(run_rc("ulimit -v 49152; exec " USBDT " match --dtb %s --sysfs tests/data/sysfs-qemu-xhci 2>%s", f, err), 2);
	assert_one_error(err, "3g.dtb: error: 3221225472 bytes: over usbdt's limit of 64 MiB");
	assert_int_equal(run_rc("rm -r %s", dir), 0);
}

/* "-" is stdin: check, set-mac with -o, and once only */
static void test_stdin(void **state)
{
	char dir[] = "/tmp/usbdt-stdin-XXXXXX", err[64], out[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(err, sizeof(err), "%s/err", dir);
	snprintf(out, sizeof(out), "%s/out.dtb", dir);
	assert_int_equal(run_rc(USBDT " check - <tests/data/qemu-xhci.dtb"), 0);
	assert_int_equal(run_rc(USBDT " check --each tests/data/qemu-xhci.dtb - <tests/data/ehci-orphan.dtb"), 0);
	assert_int_equal(run_rc(USBDT " check - <tests/data/alias-loop.dtb 2>%s", err), 1);
	assert_one_error(err, "^<stdin>: /aliases: error: alias ethernet0 is not an absolute path");
	assert_int_equal(run_rc(USBDT " check --json - <tests/data/alias-loop.dtb >%s", err), 1);
	assert_int_equal(run_rc("grep -q '\"file\": \"<stdin>\"' %s", err), 0);
	assert_int_equal(run_rc("printf 'garbage!' | " USBDT " check - 2>%s", err), 2);
	assert_one_error(err, "^<stdin>: error: not a device-tree blob \\(no FDT magic\\)$");
	assert_int_equal(run_rc(USBDT " check - </dev/null 2>%s", err), 2);
	assert_one_error(err, "^<stdin>: error: not a device-tree blob");
	assert_int_equal(run_rc(USBDT " check - - <tests/data/qemu-xhci.dtb 2>%s", err), 2);
	assert_one_error(err, "^<stdin>: error: given twice");
	assert_int_equal(run_rc(USBDT " set-mac - --node /pcie@10000000/usb@2,0/hub@5/ethernet@1 02:00:00:00:00:01 <tests/data/qemu-xhci.dtb 2>%s", err), 2);
	assert_one_error(err, "^<stdin>: error: set-mac cannot rewrite stdin in place: give -o");
	assert_int_equal(run_rc(USBDT " set-mac - --env - -o %s <tests/data/qemu-xhci.dtb 2>%s", out, err), 2);
	assert_one_error(err, "^<stdin>: error: given twice");
	assert_false(exists(out));
	assert_int_equal(run_rc(USBDT " set-mac - --node /pcie@10000000/usb@2,0/hub@5/ethernet@1 02:00:00:00:00:07 -o - "
				"<tests/data/qemu-xhci.dtb >%s 2>%s", out, err), 0);
	assert_written_ok(out);
	assert_int_equal(run_rc("grep -q '^<stdin>: .*local-mac-address = 02:00:00:00:00:07' %s", err), 0);
	assert_int_equal(run_rc("rm -r %s", dir), 0);
}

/*
 * Where usbdt takes an overlay (check BASE OVERLAY...), a base tree is
 * refused: fdt_overlay_apply() skips the root's children without
 * __overlay__, so it applied as nothing and the check passed.
 */
static void test_base_as_overlay(void **state)
{
	char dir[] = "/tmp/usbdt-ovl-XXXXXX", err[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(err, sizeof(err), "%s/err", dir);
	assert_int_equal(run_rc(USBDT " check tests/data/qemu-xhci.dtb tests/data/ehci-orphan.dtb 2>%s", err), 2);
	assert_one_error(err, "^tests/data/ehci-orphan.dtb: error: not an overlay \\(no node with an __overlay__");
	assert_int_equal(run_rc(USBDT " check tests/data/qemu-xhci.dtb - <tests/data/qemu-xhci.dtb 2>%s", err), 2);
	assert_one_error(err, "^<stdin>: error: not an overlay");
	assert_int_equal(run_rc("rm -r %s", dir), 0);
}

/*
 * An environment line without '=' is not "name=value": exit 2 as the
 * exit-code table says, with its line, the file untouched (it used to be
 * skipped: "ethaddr 02:..." left the node without its address, exit 0
 * when another variable applied).
 */
static void test_env_no_equals_cli(void **state)
{
	char dir[] = "/tmp/usbdt-envl-XXXXXX", env[64], out[64], err[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(env, sizeof(env), "%s/env.txt", dir);
	snprintf(out, sizeof(out), "%s/out.dtb", dir);
	snprintf(err, sizeof(err), "%s/err", dir);
	write_bytes(env, "eth1addr=02:00:00:00:00:02\nethaddr 02:00:00:00:00:01\n", 52);
	assert_int_equal(run_rc(USBDT " set-mac tests/data/qemu-xhci.dtb --env %s -o %s 2>%s", env, out, err), 2);
	assert_one_error(err, "/env.txt:2: error: not U-Boot's \"name=value\": no '='");
	assert_false(exists(out));
	write_bytes(env, "=02:00:00:00:00:02\n", 19);
	assert_int_equal(run_rc(USBDT " set-mac tests/data/qemu-xhci.dtb --env %s -o %s 2>%s", env, out, err), 2);
	assert_one_error(err, "/env.txt:1: error: not U-Boot's \"name=value\": no name before '='");
	assert_false(exists(out));
	assert_int_equal(run_rc("rm -r %s", dir), 0);
}

/* ---- the fuzzer's committed seeds are these reproducers ---- */

static void test_committed_seeds(void **state)
{
	void *fdt = rsv_into_struct();
	struct usbdt_blob s;
	struct diags g;

	(void)state;
	assert_int_equal(usbdt_read_file(SEEDS "rsv-into-struct.dtb", &s), 0);
	assert_int_equal(s.size, fdt_totalsize(fdt));
	assert_memory_equal(s.data, fdt, s.size);
	usbdt_blob_free(&s);
	/* tests/data/alias-loop.dts, compiled */
	assert_int_equal(usbdt_read_file(SEEDS "alias-loop.dtb", &s), 0);
	assert_int_equal(usbdt_blob_validate(&s), 0);
	g = check_all(s.data);
	assert_int_equal(g.n, 1);
	assert_string_equal(g.check[0], "alias-ethernet");
	usbdt_blob_free(&s);
	free(fdt);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_alias_loop),
		cmocka_unit_test(test_alias_values),
		cmocka_unit_test(test_overlay_paths),
		cmocka_unit_test(test_alias_loop_cli),
		cmocka_unit_test(test_rsv_into_struct),
		cmocka_unit_test(test_rsv_into_struct_cli),
		cmocka_unit_test(test_setmac_output_valid),
		cmocka_unit_test(test_layout),
		cmocka_unit_test(test_committed_seeds),
		cmocka_unit_test(test_size_cap),
		cmocka_unit_test(test_sparse_file),
		cmocka_unit_test(test_stdin),
		cmocka_unit_test(test_base_as_overlay),
		cmocka_unit_test(test_env_no_equals_cli),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
