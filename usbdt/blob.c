// SPDX-License-Identifier: GPL-2.0
/*
 * Blobs: read a file, validate it (header, layout, fdt_check_full()),
 * look up paths and aliases without libfdt's alias recursion, apply overlays,
 * grow a blob for edits, write it (atomically: a temporary file in the
 * same directory, then rename()).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include <libfdt.h>

#include "usbdt.h"


const char *usbdt_strerror(int err)
{
	switch (err) {
	case USBDT_EIO: return "cannot read or write the file";
	case USBDT_ENOMEM: return "out of memory";
	case USBDT_EBADFDT: return "not a valid device-tree blob";
	case USBDT_EINVAL: return "invalid argument";
	case USBDT_ENOENT: return "not found";
	case USBDT_EDEPTH: return "tree nested too deeply";
	case USBDT_EENV: return "not a U-Boot environment usbdt can use";
	case USBDT_EBADPATH: return "a path value (alias, target-path, __fixups__, __symbols__) that is not an absolute path string";
	case USBDT_ETOOBIG: return "over usbdt's limit of 64 MiB (67108864 bytes) for a blob";
	default: return err < 0 && err > -100 ? fdt_strerror(err) : "error";
	}
}

int usbdt_blob_from_mem(const void *data, size_t len, struct usbdt_blob *b)
{
	b->data = malloc(len ? len : 1);
	if (!b->data)
		return USBDT_ENOMEM;
	if (len)
		memcpy(b->data, data, len);
	b->size = len;
	return 0;
}

void usbdt_blob_free(struct usbdt_blob *b)
{
	free(b->data);
	b->data = NULL;
	b->size = 0;
}

/*
 * Up to USBDT_FILE_MAX bytes; one more is USBDT_ETOOBIG (b->size: the
 * bytes read, more than the limit). A regular file's size is known
 * before: usbdt_read_file() refuses a larger one without reading it.
 */
static int read_stream(FILE *f, struct usbdt_blob *b)
{
	size_t cap = 65536, n = 0, got;
	char *buf = malloc(cap), *nb;

	b->data = NULL;
	b->size = 0;
	if (!buf)
		return USBDT_ENOMEM;
	while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n < cap)
			continue;
		if (n > USBDT_FILE_MAX) {
			free(buf);
			b->size = n;
			return USBDT_ETOOBIG;
		}
		/* the last step is one byte past the limit, to see it is passed */
		cap = cap * 2 > USBDT_FILE_MAX ? (size_t)USBDT_FILE_MAX + 1 : cap * 2;
		nb = realloc(buf, cap);
		if (!nb) {
			free(buf);
			return USBDT_ENOMEM;
		}
		buf = nb;
	}
	if (ferror(f)) {
		free(buf);
		return USBDT_EIO;
	}
	b->data = buf;
	b->size = n;
	return 0;
}

/*
 * "-" is stdin. A regular file larger than USBDT_FILE_MAX is refused by
 * its size (fstat), unread: USBDT_ETOOBIG with b->size the file's size
 * (a 3 GB sparse file costs nothing). Anything else (a pipe, a device)
 * is read up to the limit and refused past it.
 */
int usbdt_read_file(const char *path, struct usbdt_blob *b)
{
	bool in = !strcmp(path, "-");
	FILE *f = in ? stdin : fopen(path, "rb");
	struct stat st;
	int ret;

	b->data = NULL;
	b->size = 0;
	if (!f)
		return USBDT_EIO;
	if (!fstat(fileno(f), &st) && S_ISREG(st.st_mode) &&
	    (uintmax_t)st.st_size > USBDT_FILE_MAX) {
		b->size = (uintmax_t)st.st_size > SIZE_MAX ? SIZE_MAX : (size_t)st.st_size;
		ret = USBDT_ETOOBIG;
	} else {
		ret = read_stream(f, b);
	}
	if (!in)
		fclose(f);
	return ret;
}

/*
 * What usbdt requires of a blob before libfdt reads it, beyond
 * fdt_check_header() (which bounds each block's start, and only the
 * structure and strings blocks' ends): libfdt 1.6.1's fdt_check_full()
 * passes a blob whose memory reservation map runs into the structure
 * block (its terminator is a zero size field found inside the structure
 * block, or past it), and an edit of the bytes it overlaps (set-mac
 * writing a property) moves the terminator: the written blob then fails
 * with FDT_ERR_TRUNCATED or has other reservations. So the header's
 * fields and the layout are checked here, each failure naming the
 * offsets: the header's size, version and totalsize; the reservation map
 * 8-byte aligned, the structure block 4-byte aligned (the spec's
 * alignments), both after the header; every block inside totalsize; the
 * reservation map terminated (libfdt's rule: a zero size) inside
 * totalsize; no two blocks (header, reservation map up to its
 * terminator, structure block, strings block) overlapping. Then
 * fdt_check_header() and fdt_check_full().
 *
 * Only format versions 16 and 17 are accepted (dtc has written 17 since
 * 2007): libfdt 1.6.1's fdt_check_full() dereferences NULL on some blobs
 * of older versions (found by fuzz/fuzz-usbdt: a version 9 blob), so those
 * are refused before it runs. A version 16 header has no structure block
 * size: the block's end is found by walking its tags (as fdt_open_into()
 * does), bounded by totalsize.
 */
struct block {
	const char *name;
	uint64_t start, end;	/* [start, end) */
};

static bool blocks_overlap(const struct block *a, const struct block *b)
{
	return a->start < a->end && b->start < b->end &&
	       a->start < b->end && b->start < a->end;
}

/* the end of a version 16 structure block, 0 when no FDT_END is found */
static uint64_t v16_struct_end(const void *fdt)
{
	int off = 0, next = 0;
	uint32_t tag;

	do {
		off = next;
		tag = fdt_next_tag(fdt, off, &next);
		if (next < 0 || next <= off)
			return 0;
	} while (tag != FDT_END);
	return (uint64_t)fdt_off_dt_struct(fdt) + (uint64_t)next;
}

static const char *blob_check(const struct usbdt_blob *b, char *buf, size_t len)
{
	const char *p = b->data;
	uint32_t total, hdr, rsv, st, str, strsize, ver;
	uint64_t st_end, off;
	struct block blk[4];
	int err, i, j;

	if (b->size >= 8 && (!memcmp(p, "/dts-v1/", 8) || !memcmp(p, "//", 2) ||
			     !memcmp(p, "/*", 2)))
		return "device-tree source, not a blob: compile it with dtc -@ -O dtb";
	if (b->size < sizeof(struct fdt_header) || fdt_magic(p) != FDT_MAGIC)
		return "not a device-tree blob (no FDT magic)";
	ver = fdt_version(p);
	if (ver < 16 || fdt_last_comp_version(p) > 17 ||
	    fdt_last_comp_version(p) > ver) {
		snprintf(buf, len,
			 "blob version %u (last compatible %u): only versions 16 and 17 are read; dtc -O dtb writes 17",
			 ver, fdt_last_comp_version(p));
		return buf;
	}
	total = fdt_totalsize(p);
	if (total > b->size) {
		snprintf(buf, len, "truncated: the header says %u bytes, the file has %zu",
			 total, b->size);
		return buf;
	}
	hdr = (uint32_t)fdt_header_size(p);
	if (total < hdr || total > INT32_MAX) {
		snprintf(buf, len, "corrupt header: totalsize %u (0x%x) is not between the header's %u bytes and 2 GiB",
			 total, total, hdr);
		return buf;
	}
	rsv = fdt_off_mem_rsvmap(p);
	st = fdt_off_dt_struct(p);
	str = fdt_off_dt_strings(p);
	strsize = fdt_size_dt_strings(p);
	if (rsv < hdr || rsv % 8 || (uint64_t)rsv + 16 > total) {
		snprintf(buf, len,
			 "corrupt header: memory reservation map at offset 0x%x: %s (header 0x%x bytes, totalsize 0x%x)",
			 rsv, rsv < hdr ? "inside the header" :
			 rsv % 8 ? "not 8-byte aligned" : "no room for an entry before the end",
			 hdr, total);
		return buf;
	}
	if (st < hdr || st % 4 || st >= total) {
		snprintf(buf, len,
			 "corrupt header: structure block at offset 0x%x: %s (header 0x%x bytes, totalsize 0x%x)",
			 st, st < hdr ? "inside the header" : st % 4 ? "not 4-byte aligned" :
			 "past the end", hdr, total);
		return buf;
	}
	if (str < hdr || (uint64_t)str + strsize > total) {
		snprintf(buf, len,
			 "corrupt header: strings block at offset 0x%x, 0x%x bytes: %s (header 0x%x bytes, totalsize 0x%x)",
			 str, strsize, str < hdr ? "inside the header" : "ends past totalsize",
			 hdr, total);
		return buf;
	}
	if (ver >= 17) {
		st_end = (uint64_t)st + fdt_size_dt_struct(p);
		if (st_end > total) {
			snprintf(buf, len,
				 "corrupt header: structure block at offset 0x%x, 0x%x bytes, ends past totalsize 0x%x",
				 st, fdt_size_dt_struct(p), total);
			return buf;
		}
	} else {
		st_end = v16_struct_end(p);
		if (!st_end) {
			snprintf(buf, len,
				 "corrupt structure block at offset 0x%x: no FDT_END tag before totalsize 0x%x",
				 st, total);
			return buf;
		}
	}
	blk[0] = (struct block){ "the header", 0, hdr };
	blk[2] = (struct block){ "the structure block", st, st_end };
	blk[3] = (struct block){ "the strings block", str, (uint64_t)str + strsize };
	/* the reservation map: entries up to one with size 0, as libfdt reads it */
	for (off = rsv;; off += 16) {
		if (off + 16 > total) {
			snprintf(buf, len,
				 "corrupt memory reservation map at offset 0x%x: no terminating entry (size 0) before totalsize 0x%x",
				 rsv, total);
			return buf;
		}
		blk[1] = (struct block){ "the memory reservation map", rsv, off + 16 };
		for (j = 2; j < 4; j++) {
			if (!blocks_overlap(&blk[1], &blk[j]))
				continue;
			snprintf(buf, len,
				 "corrupt memory reservation map at offset 0x%x: entry %u at offset 0x%llx runs into %s at offset 0x%llx (the map must be terminated before it)",
				 rsv, (unsigned int)((off - rsv) / 16), (unsigned long long)off,
				 blk[j].name, (unsigned long long)blk[j].start);
			return buf;
		}
		if (fdt64_ld((const fdt64_t *)(p + off + 8)) == 0)
			break;
	}
	for (i = 0; i < 4; i++)
		for (j = i + 1; j < 4; j++) {
			if (!blocks_overlap(&blk[i], &blk[j]))
				continue;
			snprintf(buf, len,
				 "corrupt layout: %s (offset 0x%llx to 0x%llx) overlaps %s (offset 0x%llx to 0x%llx)",
				 blk[i].name, (unsigned long long)blk[i].start,
				 (unsigned long long)blk[i].end, blk[j].name,
				 (unsigned long long)blk[j].start, (unsigned long long)blk[j].end);
			return buf;
		}
	err = fdt_check_header(p);
	if (!err)
		err = fdt_check_full(p, total);
	if (err) {
		snprintf(buf, len, "not a valid device-tree blob: %s", fdt_strerror(err));
		return buf;
	}
	return NULL;
}

int usbdt_blob_validate(const struct usbdt_blob *b)
{
	char buf[256];

	if (b->size > INT32_MAX)
		return USBDT_EBADFDT;
	return blob_check(b, buf, sizeof(buf)) ? USBDT_EBADFDT : 0;
}

const char *usbdt_blob_problem(const struct usbdt_blob *b)
{
	static char buf[256];
	const char *why;

	if (b->size > INT32_MAX)
		return "larger than 2 GiB";
	why = blob_check(b, buf, sizeof(buf));
	return why ? why : "not a valid device-tree blob";
}

/* ---- paths and aliases ---- */

/*
 * libfdt 1.6.1's fdt_path_offset() takes a path that does not start with
 * '/' as an alias, and resolves the alias's value with fdt_path_offset()
 * again: an alias whose value is its own name ("ethernet0 = "ethernet0"")
 * recurses until the stack overflows. usbdt never hands libfdt a path:
 * every lookup walks an absolute path here, one component at a time
 * (fdt_subnode_offset_namelen(), libfdt's own matching of a name with or
 * without its unit address), and every alias value is checked first.
 */
int usbdt_path_offset(const void *fdt, const char *path)
{
	const char *p = path, *q;
	int off = 0;

	if (!path || *path != '/')
		return -FDT_ERR_BADPATH;
	for (;;) {
		while (*p == '/')
			p++;
		if (!*p)
			return off;
		q = strchr(p, '/');
		if (!q)
			q = p + strlen(p);
		if (q - p > INT32_MAX)
			return -FDT_ERR_BADPATH;
		off = fdt_subnode_offset_namelen(fdt, off, p, (int)(q - p));
		if (off < 0)
			return off;
		p = q;
	}
}

const char *usbdt_path_value_problem(const char *val, int len)
{
	if (!val || len <= 0 || (len == 1 && !val[0]))
		return "empty, not a path";
	if (val[len - 1])
		return "not a NUL-terminated string";
	if (strlen(val) != (size_t)len - 1)
		return "a string with a NUL byte inside, not one path";
	if (val[0] != '/')
		return "not an absolute path (\"/...\"): usbdt does not follow an alias of an alias";
	return NULL;
}

int usbdt_alias_value_offset(const void *fdt, const char *val, int len)
{
	if (usbdt_path_value_problem(val, len))
		return USBDT_EBADPATH;
	return usbdt_path_offset(fdt, val);
}

int usbdt_alias_offset(const void *fdt, const char *name, const char **val,
		       int *len)
{
	int aliases = usbdt_path_offset(fdt, "/aliases");

	*val = NULL;
	*len = 0;
	if (aliases < 0)
		return USBDT_ENOENT;
	*val = fdt_getprop(fdt, aliases, name, len);
	if (!*val)
		return USBDT_ENOENT;
	return usbdt_alias_value_offset(fdt, *val, *len);
}

/* reopen the blob in a buffer @extra bytes larger than its totalsize */
int usbdt_blob_grow(struct usbdt_blob *b, size_t extra)
{
	size_t want = fdt_totalsize(b->data) + extra;
	void *nb;
	int ret;

	if (want > USBDT_FILE_MAX)
		return USBDT_ETOOBIG;
	nb = calloc(1, want);	/* the free space is written out too */
	if (!nb)
		return USBDT_ENOMEM;
	ret = fdt_open_into(b->data, nb, (int)want);
	if (ret) {
		free(nb);
		return ret;
	}
	free(b->data);
	b->data = nb;
	b->size = want;
	return 0;
}

/*
 * libfdt 1.6.1's fdt_overlay_apply() looks up three kinds of path with
 * fdt_path_offset(), which follows aliases recursively (above): each
 * fragment's target-path (in the base), the path part of each
 * __fixups__ entry "path:property:offset" (in the overlay) and the base's
 * __symbols__ values. Each must be an absolute path string before the
 * overlay is applied; NULL when all are, else why not (a static buffer).
 */
static const char *ovl_problem(char *buf, size_t len, const char *what,
			       const char *name, const char *why)
{
	snprintf(buf, len, "%s %.64s is %s", what, name, why);
	return buf;
}

const char *usbdt_overlay_problem(const void *base, const void *ov)
{
	static char buf[256];
	const char *val, *name, *why, *s, *colon;
	int node, prop, len;

	fdt_for_each_subnode(node, ov, 0) {
		val = fdt_getprop(ov, node, "target-path", &len);
		if (val && (why = usbdt_path_value_problem(val, len)))
			return ovl_problem(buf, sizeof(buf), "target-path of",
					   fdt_get_name(ov, node, NULL), why);
	}
	node = usbdt_path_offset(ov, "/__fixups__");
	if (node >= 0)
		fdt_for_each_property_offset(prop, ov, node) {
			val = fdt_getprop_by_offset(ov, prop, &name, &len);
			if (!val || len <= 0 || val[len - 1])
				return ovl_problem(buf, sizeof(buf), "__fixups__",
						   name ? name : "?",
						   "not a list of strings");
			for (s = val; s < val + len; s += strlen(s) + 1) {
				colon = strchr(s, ':');
				if (*s != '/' || !colon)
					return ovl_problem(buf, sizeof(buf), "__fixups__", name,
							   "not a list of \"/absolute/path:property:offset\"");
			}
		}
	node = usbdt_path_offset(base, "/__symbols__");
	if (node >= 0)
		fdt_for_each_property_offset(prop, base, node) {
			val = fdt_getprop_by_offset(base, prop, &name, &len);
			if (!val || (why = usbdt_path_value_problem(val, len)))
				return ovl_problem(buf, sizeof(buf), "the base's __symbols__",
						   name ? name : "?", val ? why : "unreadable");
		}
	return NULL;
}

/*
 * Apply @ov onto @base, growing @base until it fits. fdt_overlay_apply()
 * damages both blobs on failure, so it runs on a copy of the overlay.
 * The result is validated as an input blob is.
 */
int usbdt_apply_overlay(struct usbdt_blob *base, struct usbdt_blob *ov)
{
	struct usbdt_blob tmp = { NULL, 0 };
	int ret;

	if (usbdt_overlay_problem(base->data, ov->data))
		return USBDT_EBADPATH;
	ret = usbdt_blob_grow(base, fdt_totalsize(ov->data) + 4096);
	if (ret)
		return ret;
	ret = usbdt_blob_from_mem(ov->data, fdt_totalsize(ov->data), &tmp);
	if (ret)
		return ret;
	ret = fdt_overlay_apply(base->data, tmp.data);
	usbdt_blob_free(&tmp);
	if (ret)	/* libfdt's reason: FDT_ERR_NOTFOUND for a missing label... */
		return ret == -FDT_ERR_NOSPACE ? USBDT_ENOMEM : ret;
	fdt_pack(base->data);
	if (usbdt_blob_validate(base))
		return USBDT_EBADFDT;
	return 0;
}

static int write_all(FILE *f, const void *fdt)
{
	size_t n = fdt_totalsize(fdt);

	return fwrite(fdt, 1, n, f) == n ? 0 : USBDT_EIO;
}

int usbdt_write_file(const char *path, const void *fdt)
{
	FILE *f = fopen(path, "wb");
	int ret;

	if (!f)
		return USBDT_EIO;
	ret = write_all(f, fdt);
	if (fclose(f) && !ret)
		ret = USBDT_EIO;
	return ret;
}

int usbdt_write_atomic(const char *path, const void *fdt)
{
	size_t n = strlen(path);
	char *tmp = malloc(n + 8);
	struct stat st;
	FILE *f;
	int fd, ret;

	if (!tmp)
		return USBDT_ENOMEM;
	/* only a regular file is rewritten by rename(): over a device node
	 * (/dev/null as root), a FIFO or a socket it would put a regular
	 * file in its place */
	if (!stat(path, &st) && !S_ISREG(st.st_mode)) {
		free(tmp);
		errno = EINVAL;
		return USBDT_EIO;
	}
	memcpy(tmp, path, n);
	memcpy(tmp + n, ".XXXXXX", 8);
	fd = mkstemp(tmp);
	if (fd < 0) {
		free(tmp);
		return USBDT_EIO;
	}
	if (!stat(path, &st))
		fchmod(fd, st.st_mode & 07777);	/* keep the file's mode */
	f = fdopen(fd, "wb");
	if (!f) {
		close(fd);
		ret = USBDT_EIO;
	} else {
		ret = write_all(f, fdt);
		if (fflush(f) || fsync(fileno(f)))
			ret = USBDT_EIO;
		if (fclose(f) && !ret)
			ret = USBDT_EIO;
	}
	if (!ret && rename(tmp, path))
		ret = USBDT_EIO;
	if (ret)
		unlink(tmp);
	free(tmp);
	return ret;
}
