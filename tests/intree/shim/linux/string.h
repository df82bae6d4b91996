/* SPDX-License-Identifier: GPL-2.0 */
/* host build: everything is in ../kernel.h (force-included) */
