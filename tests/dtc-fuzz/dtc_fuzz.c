// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target: the patched dtc (build/dtc, patches/dtc-1.7.2) reads
 * one input, a dtb when it starts with the FDT magic and dts source
 * otherwise, runs every check of its check table (the USB checks among
 * them, all enabled, none skipped after an error) and writes the tree
 * as a dtb.  Built by tests/dtc-fuzz/run with clang
 * -fsanitize=fuzzer,address,undefined.
 *
 * dtc ends on bad input with die() or exit(): its sources are compiled
 * with -Dexit=dtc_fuzz_exit, which returns here with longjmp(), and the
 * state dtc keeps between inputs (the lexer's, the stack of open source
 * files and their count, which srcpos.c never decrements, each check's
 * status) is reset before every input.  dtc never
 * frees a tree: run with detect_leaks=0.
 */
#define _GNU_SOURCE	/* memmem() */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

/*
 * checks.c's check table and srcpos.c's count of opened files are
 * static: the target includes both files
 */
#include "checks.c"
#include "srcpos.c"

/* dtc.c's globals (dtc.c has main()); dtc's defaults */
int quiet;
unsigned int reservenum;
int minsize;
int padsize;
int alignsize;
int phandle_format = PHANDLE_EPAPR;
int generate_symbols;
int generate_fixups;
int auto_label_aliases;
int annotate;

int yylex_destroy(void);

static jmp_buf dtc_fuzz_jmp;
static int dtc_fuzz_armed;

void dtc_fuzz_exit(int status) __attribute__((noreturn));
void dtc_fuzz_exit(int status)
{
	if (!dtc_fuzz_armed) {
		/* dtc died outside an input: the target's own state is broken */
		fprintf(stderr, "dtc-fuzz: exit(%d) outside an input\n", status);
		abort();
	}
	longjmp(dtc_fuzz_jmp, 1);
}

/* dtc.c's, static there */
static void fill_fullpaths(struct node *tree, const char *prefix)
{
	struct node *child;
	const char *unit;

	tree->fullpath = join_path(prefix, tree->name);

	unit = strchr(tree->name, '@');
	if (unit)
		tree->basenamelen = unit - tree->name;
	else
		tree->basenamelen = strlen(tree->name);

	for_each_child(tree, child)
		fill_fullpaths(child, tree->fullpath);
}

static char input_path[4096];
static struct stat input_stat;
static FILE *devnull;

/*
 * dtc leaves the input file open when it dies (dt_from_blob() has no
 * fclose() on its error paths; dtc exits): close the descriptors open
 * on the input file, or an input out of every 1000 or so has none left
 */
static void close_input_fds(void)
{
	struct stat st;
	int fd;

	for (fd = 3; fd < 4096; fd++)
		if (!fstat(fd, &st) && st.st_dev == input_stat.st_dev &&
		    st.st_ino == input_stat.st_ino)
			close(fd);
}

/* libFuzzer ends with exit(): the scratch file goes with the process */
static void remove_input(void)
{
	unlink(input_path);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	int fd;
	const char *tmp = getenv("TMPDIR");

	(void)argc;
	(void)argv;
	if (!tmp || !*tmp || strlen(tmp) > sizeof(input_path) - 20)
		tmp = "/tmp";
	snprintf(input_path, sizeof(input_path), "%s/dtc-fuzz-XXXXXX", tmp);
	fd = mkstemp(input_path);
	if (fd < 0) {
		perror("mkstemp");
		abort();
	}
	if (fstat(fd, &input_stat)) {
		perror("fstat");
		abort();
	}
	close(fd);
	if (atexit(remove_input)) {
		unlink(input_path);
		abort();
	}
	devnull = fopen("/dev/null", "w");
	if (!devnull)
		abort();
	quiet = 0;	/* format every message: its arguments are checked too */
	return 0;
}

static void reset_dtc(void)
{
	unsigned int i;

	yylex_destroy();
	while (current_srcfile)
		srcfile_pop();
	srcfile_depth = 0;
	for (i = 0; i < ARRAY_SIZE(check_table); i++) {
		check_table[i]->status = UNCHECKED;
		check_table[i]->inprogress = false;
		check_table[i]->warn = true;	/* every check, not only the default ones */
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint8_t magic[4] = { 0xd0, 0x0d, 0xfe, 0xed };
	struct dt_info *volatile dti = NULL;
	volatile int is_dtb = size >= 4 && !memcmp(data, magic, 4);
	unsigned int i;
	FILE *f;

	/* files named by the input (/include/, /incbin/) are not its content */
	if (!is_dtb && (memmem(data, size, "include", 7) || memmem(data, size, "incbin", 6)))
		return -1;
	/*
	 * a blob claiming more than the input holds: dt_from_blob()
	 * allocates the claimed totalsize (up to 4 GiB) before it reads the
	 * file and dies at its end, which only trips -malloc_limit_mb; dtc's
	 * own reads of a short blob are reached with a smaller totalsize
	 */
	if (is_dtb && size >= 8 &&
	    ((uint32_t)data[4] << 24 | (uint32_t)data[5] << 16 |
	     (uint32_t)data[6] << 8 | data[7]) > size)
		return -1;

	f = fopen(input_path, "w");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f)) {
		perror(input_path);
		abort();
	}

	reset_dtc();
	dtc_fuzz_armed = 1;
	if (setjmp(dtc_fuzz_jmp) == 0) {
		/* what dtc's main() does with -I dts/dtb -O dtb -f */
		dti = is_dtb ? dt_from_blob(input_path) : dt_from_source(input_path);
		dti->outname = "/dev/null";
		fill_fullpaths(dti->dt, "");
		for (i = 0; i < ARRAY_SIZE(check_table); i++)
			run_check(check_table[i], dti);
		if (dti->dtsflags & DTSF_PLUGIN) {
			generate_fixups_tree(dti, "__fixups__");
			generate_local_fixups_tree(dti, "__local_fixups__");
		}
		dt_to_blob(devnull, dti, DEFAULT_FDT_VERSION);
	} else {
		/* the source files dtc had open, then what is left */
		while (current_srcfile)
			srcfile_pop();
		close_input_fds();
	}
	dtc_fuzz_armed = 0;
	return 0;
}
