/* SPDX-License-Identifier: GPL-2.0 */
/*
 * usbdt: checker, MAC injector and topology matcher for USB device-tree
 * nodes (IEEE 1275 USB binding, Linux usb-device.yaml).
 *
 * Modules:
 *   compat.c  1275 compatible strings: parse one
 *   kernel_names.c  the names of a device, whether a list names it: the
 *             kernel's drivers/usb/core/of_names.c, built here
 *   node.c    node classification (host controller, device, interface)
 *   checks.c  the check table and one function per named check
 *   report.c  diagnostics as text (dtc style) or JSON
 *   blob.c    reading, validating, overlaying and writing blobs
 *   mac.c     MAC addresses, U-Boot environments, set-mac
 *   sysfs.c   reading the live USB topology from a sysfs tree
 *   match.c   match (dtb against sysfs) and gen (sysfs to .dtsi)
 *
 * Every function returns 0 or a positive count on success and a negative
 * USBDT_E* (or -FDT_ERR_*, where it says so) on failure.
 */
#ifndef USBDT_H
#define USBDT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* the version: debian/changelog's first entry, passed by the Makefile */
#ifndef USBDT_VERSION
#error "USBDT_VERSION: build with usbdt/Makefile (it reads debian/changelog)"
#endif

/* exit codes */
#define USBDT_EXIT_OK		0
#define USBDT_EXIT_ERROR	1	/* an error diagnostic, a refused value */
#define USBDT_EXIT_USAGE	2	/* usage, unreadable or corrupt input */

/* error codes (negative), distinct from -FDT_ERR_* by their range */
#define USBDT_EIO	(-100)	/* a file could not be read or written */
#define USBDT_ENOMEM	(-101)
#define USBDT_EBADFDT	(-102)	/* fails usbdt_blob_validate() */
#define USBDT_EINVAL	(-103)	/* malformed argument */
#define USBDT_ENOENT	(-104)	/* node, alias or file not found */
#define USBDT_EDEPTH	(-105)	/* tree deeper than USBDT_MAX_DEPTH */
#define USBDT_EENV	(-107)	/* a U-Boot environment usbdt cannot use */
#define USBDT_ETOOBIG	(-109)	/* a blob (file, stdin or result) over
				   USBDT_FILE_MAX */
#define USBDT_EBADPATH	(-108)	/* an alias (or overlay) path value that is
				   not an absolute path string */

#define USBDT_FILE_MAX	(64u << 20)	/* the largest blob: 64 MiB */
#define USBDT_MAX_DEPTH	64
#define USBDT_PATH_MAX	4096
#define USBDT_MAX_COMPAT 32	/* compatible strings a node's checks read */

/* ---- compat.c ---- */

enum usb_compat_form {
	UC_NONE = 0,		/* not a USB form: does not start usb[hex], */
	UC_BAD,			/* starts like one but is malformed */
	UC_DEV_VID_PID_REV_CFG,	/* usbVID,PID.REV.configC */
	UC_DEV_VID_PID_REV,	/* usbVID,PID.REV */
	UC_DEV_VID_PID_CFG,	/* usbVID,PID.configC */
	UC_DEV_VID_PID,		/* usbVID,PID */
	UC_DEV_VID_CLASS,	/* usbVID,classDC[.DSC[.DPROTO]] */
	UC_DEV_CLASS,		/* usb,classDC[.DSC[.DPROTO]] */
	UC_DEV_DEVICE,		/* usb,device */
	UC_IF_VID_PID_REV_CFG,	/* usbifVID,PID.REV.configC.I */
	UC_IF_VID_PID_CFG,	/* usbifVID,PID.configC.I */
	UC_IF_VID_CLASS,	/* usbifVID,classIC[.ISC[.IPROTO]] */
	UC_IF_CLASS,		/* usbif,classIC[.ISC[.IPROTO]] */
};

struct usb_compat {
	enum usb_compat_form form;
	bool iface;		/* a usbif form (or looks like one) */
	unsigned int vid, pid, rev;
	unsigned int cls[3];	/* class, subclass, protocol */
	int ncls;		/* how many of cls[] are given */
	unsigned int config, ifnum;
	const char *why;	/* UC_BAD: what is wrong (static string) */
};

int usb_compat_parse(const char *s, struct usb_compat *c);
bool usb_compat_is_device_form(enum usb_compat_form f);
bool usb_compat_is_iface_form(enum usb_compat_form f);

/* "usb[VID],..." / "usbif[VID],...": looks like a 1275 USB name */
bool usb_compat_is_usb_name(const char *s);

/* descriptors of a device (and of one interface), as in of_kunit_vectors.h */
struct usb_ids {
	unsigned int vid, pid, rev;		/* idVendor, idProduct, bcdDevice */
	unsigned int cls, sub, proto;		/* bDeviceClass, ... */
	unsigned int ncfg, cfg, nif;		/* bNumConfigurations; in use:
						   bConfigurationValue (0:
						   unknown), bNumInterfaces */
	unsigned int ifn, icls, isub, iproto;	/* the interface (for a
						   device: its sole one) */
};
enum usb_level { USB_LEVEL_DEV, USB_LEVEL_IF };

/* ---- kernel_names.c: the kernel's drivers/usb/core/of_names.c ---- */

#define USB_NAMES_MAX 14	/* USB_OF_NAMES_MAX */
struct usb_names {
	char s[USB_NAMES_MAX][32];	/* USB_OF_NAME_MAX */
	int n;
};
/* one configuration with one interface, class 0 or 9: a combined node */
bool usb_ids_combined(const struct usb_ids *d);
/* the 1275 names of a device or interface node, most specific first */
int usb_names(const struct usb_ids *d, enum usb_level lvl, struct usb_names *n);
/* does a compatible property value name this device or interface?
 * (the most specific names decide: product, vendor class, generic) */
bool usb_compat_identity(const char *list, int len, const struct usb_ids *d,
			 enum usb_level lvl);

/* ---- node.c ---- */

enum usb_kind {
	UK_NONE = 0,
	UK_HCD,		/* host controller */
	UK_DEVICE,	/* device or combined node */
	UK_INTERFACE,	/* interface node */
};

/* what the compatible property alone says */
enum usb_kind usbdt_compat_kind(const void *fdt, int off);
/* host controller by compatible or node name (not by its children) */
bool usbdt_is_named_hcd(const void *fdt, int off);
/* a compatible names hub class 9, as a device (or interface) class form */
bool usbdt_names_hub_class(const void *fdt, int off, bool interface);
/* any child whose compatible is a USB device form */
bool usbdt_has_usb_device_child(const void *fdt, int off);
/* classify @off given its parent's kind and #address-cells (-1 absent) */
enum usb_kind usbdt_kind_of(const void *fdt, int off, enum usb_kind pkind,
			    int paddr);
/* a cell-count property (#address-cells...), -1 absent, -2 malformed */
int usbdt_cells(const void *fdt, int off, const char *name);
/* reg as 32-bit cells: number of cells, or -1 absent, -2 not whole cells */
int usbdt_reg_cells(const void *fdt, int off, uint32_t *cells, int max);
/* the unit address of a node name, "" when none */
const char *usbdt_unit_address(const void *fdt, int off);
/* node name without unit address into buf */
void usbdt_base_name(const void *fdt, int off, char *buf, size_t len);
/* the usbVID,PID of a device node, false when it has none */
bool usbdt_device_vid_pid(const void *fdt, int off, unsigned int *vid,
			  unsigned int *pid);
/* walk: visit every node with its parent's offset; stops on cb's nonzero */
struct usbdt_walk {
	int off;
	int depth;
	int parent;		/* -1 for the root */
	enum usb_kind kind;
	enum usb_kind pkind;
	int paddr, psize;	/* parent's #address-cells, #size-cells;
				   -1 (not read) below other nodes */
};
typedef int (*usbdt_walk_fn)(const void *fdt, const struct usbdt_walk *w,
			     void *arg);
int usbdt_walk(const void *fdt, usbdt_walk_fn fn, void *arg);

/* ---- checks.c / report.c ---- */

enum usbdt_sev { SEV_OFF = 0, SEV_WARNING, SEV_ERROR };

struct usbdt_diag {
	const char *file;
	const char *path;	/* node path, "" for file-level */
	enum usbdt_sev sev;
	const char *check;
	const char *msg;
};

typedef void (*usbdt_report_fn)(const struct usbdt_diag *d, void *arg);

struct usbdt_check_info {
	const char *name;
	enum usbdt_sev sev;	/* default */
	const char *doc;
	unsigned int kinds;	/* node kinds (1 << enum usb_kind); 0: tree */
	const char *prereq;	/* "" or the check it needs clean */
};

#define USBDT_MAX_CHECKS 32
struct usbdt_opts {
	unsigned char sev[USBDT_MAX_CHECKS];	/* enum usbdt_sev per check */
};

int usbdt_check_count(void);
const struct usbdt_check_info *usbdt_check_info(int i);
int usbdt_check_find(const char *name);
void usbdt_opts_init(struct usbdt_opts *o);
/* -W NAME, -W no-NAME, -E NAME */
int usbdt_opts_set(struct usbdt_opts *o, const char *arg, bool error);

struct usbdt_result {
	unsigned int errors, warnings;
};
/* run every enabled check on a validated blob; allocates nothing */
int usbdt_check_fdt(const void *fdt, const char *file,
		    const struct usbdt_opts *o, usbdt_report_fn fn, void *arg,
		    struct usbdt_result *res);

struct usbdt_text_out {
	FILE *f;
};
void usbdt_report_text(const struct usbdt_diag *d, void *arg);
/* @s with control characters as \xNN, cut after @max bytes */
void usbdt_print_escaped(FILE *f, const char *s, size_t max);
struct usbdt_json_out {
	FILE *f;
	unsigned int n;
};
void usbdt_report_json(const struct usbdt_diag *d, void *arg);
void usbdt_json_begin(struct usbdt_json_out *j);
void usbdt_json_end(struct usbdt_json_out *j);
void usbdt_json_string(FILE *f, const char *s);

/* ---- blob.c ---- */

struct usbdt_blob {
	void *data;
	size_t size;		/* buffer size */
};
/* "-": stdin; over USBDT_FILE_MAX: USBDT_ETOOBIG, b->size the size seen */
int usbdt_read_file(const char *path, struct usbdt_blob *b);
int usbdt_blob_from_mem(const void *data, size_t len, struct usbdt_blob *b);
void usbdt_blob_free(struct usbdt_blob *b);
/* header, layout (blocks inside totalsize, not overlapping, the memory
 * reservation map terminated before the next block), fdt_check_full() */
int usbdt_blob_validate(const struct usbdt_blob *b);
/* why usbdt_blob_validate() refused @b, naming offsets, for a message */
const char *usbdt_blob_problem(const struct usbdt_blob *b);
/*
 * Paths: never libfdt's fdt_path_offset() or fdt_get_alias(), which follow
 * an alias whose value is not absolute recursively (libfdt 1.6.1: a stack
 * overflow on "ethernet0 = "ethernet0""). usbdt_path_offset() takes an
 * absolute path only (-FDT_ERR_BADPATH otherwise).
 */
int usbdt_path_offset(const void *fdt, const char *path);
/* an alias (or symbol) value: NULL when it is "/..." with one NUL, at its
 * end; else why not, a phrase that reads after "alias NAME is " */
const char *usbdt_path_value_problem(const char *val, int len);
/* the node an alias value names: USBDT_EBADPATH when the value is not an
 * absolute path string, -FDT_ERR_NOTFOUND when no node is there */
int usbdt_alias_value_offset(const void *fdt, const char *val, int len);
/* /aliases/@name: as above, USBDT_ENOENT when no such alias (*val NULL) */
int usbdt_alias_offset(const void *fdt, const char *name, const char **val,
		       int *len);
/* NULL when @ov can be handed to fdt_overlay_apply() on @base: every
 * target-path, __fixups__ path and base __symbols__ value absolute */
const char *usbdt_overlay_problem(const void *base, const void *ov);
int usbdt_blob_grow(struct usbdt_blob *b, size_t extra);
int usbdt_apply_overlay(struct usbdt_blob *base, struct usbdt_blob *ov);
int usbdt_write_file(const char *path, const void *fdt);
int usbdt_write_atomic(const char *path, const void *fdt);
const char *usbdt_strerror(int err);

/* ---- mac.c ---- */

int usbdt_mac_parse(const char *s, uint8_t mac[6]);
/* 0 valid, else USBDT_EINVAL with *why set */
int usbdt_mac_valid(const uint8_t mac[6], const char **why);
void usbdt_mac_format(const uint8_t mac[6], char buf[18]);

#define USBDT_ENV_MAX 256
struct usbdt_env_var {
	char *name;
	char *value;
};
enum usbdt_env_format { USBDT_ENV_TEXT, USBDT_ENV_SINGLE, USBDT_ENV_REDUNDANT };
struct usbdt_env {
	struct usbdt_env_var *v;
	int n;
	enum usbdt_env_format binary;	/* what was read */
	int badline;		/* USBDT_EENV on text: the line refused */
	const char *badwhy;	/* and why */
};
int usbdt_env_parse(const char *text, size_t len, struct usbdt_env *env);
int usbdt_env_read(const char *path, struct usbdt_env *env);
const char *usbdt_env_get(const struct usbdt_env *env, const char *name);
void usbdt_env_free(struct usbdt_env *env);

/* U-Boot's alias-name rule: -1 if fdt_fixup_ethernet() skips @name */
long usbdt_uboot_alias_index(const char *name);
/* the env variable U-Boot reads for alias index @i */
void usbdt_uboot_env_name(long i, char *buf, size_t len);

typedef void (*usbdt_setmac_log)(const char *path, const char *prop,
				 const uint8_t mac[6], void *arg);
/* set the properties U-Boot sets on node @off; may grow the blob */
int usbdt_setmac_node(struct usbdt_blob *b, int off, const uint8_t mac[6],
		      usbdt_setmac_log log, void *arg);
struct usbdt_setmac_env_opts {
	bool usbethaddr_fallback;	/* extension: rpi board behaviour */
	const char *file;		/* the blob's name in errors; NULL: "usbdt" */
};
/* replicate fdt_fixup_ethernet(): number of nodes written or < 0 */
int usbdt_setmac_env(struct usbdt_blob *b, const struct usbdt_env *env,
		     const struct usbdt_setmac_env_opts *o,
		     usbdt_setmac_log log, void *arg, FILE *warn);

#endif
