# shellcheck shell=bash disable=SC2034,SC2054,SC2206,SC2207
desc="nvmem defer: the MAC address of an emulated LAN9514 (smsc95xx) is in an nvmem cell whose provider (nvmem-rmem) comes late: the probe waits for it, then takes it (interface and ADDRH/ADDRL)"
# the provider comes back within the deferred probe timeout (after it,
# usb_net_of_get_mac() goes on without the cell: net-nvmem-missing);
# tests/qemu/run sets 1 s for every arm64 boot
cmdline="deferred_probe_timeout=600"
overlay=net-nvmem-defer.dtso
boots=2
timeout=180
# the cell's content (QEMU's loader writes it at the reserved memory); the
# chip has no EEPROM: without the cell, smsc95xx would use a random address.
# A programmable chip: cdc_ether (QEMU's usb-net) cannot program an address
# into its device, so the cell's address would be reported unused there
nvmem_mac=02:00:00:ee:0e:05
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=$nvmem_mac
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(NVMEM_MAC="$nvmem_mac")
# boot 1: the chip is there from the start; boot 2: plugged (usb-redir
# added through QEMU's monitor) once the guest has unbound the provider
if [ "${BOOT:-}" = 2 ]; then
	qemu_args=(${board_usb_host[@]+"${board_usb_host[@]}"})
fi
qemu_args+=(-device "loader,file=$build/logs/net-nvmem-defer/mac.bin,addr=0x5e000000,force-raw=on")

# the emulator's host_pre (scenario-lib.sh), then the cell's bytes
eval "emu_$(declare -f host_pre)"
host_pre() {
	emu_host_pre || return
	python3 -c 'import sys; sys.stdout.buffer.write(bytes.fromhex(sys.argv[1].replace(":", "")))' \
		"$nvmem_mac" >"$SCEN_DIR/mac.bin"
	host_is "$(od -An -tx1 "$SCEN_DIR/mac.bin" | tr -d ' \n')" "${nvmem_mac//:/}" \
		"boot $BOOT: the cell's 6 bytes for QEMU's loader"
}

host_during() {
	[ "$BOOT" = 2 ] || return 0
	console_wait '^@@PROVIDER-GONE$' 60 || { echo "the guest did not unbind the provider"; return; }
	qemu_monitor "chardev-add socket,id=emu0,path=$emu_sock" >/dev/null
	qemu_monitor "device_add usb-redir,chardev=emu0,id=emu,bus=$board_usb_bus,port=$EMU_PORT" >/dev/null
}

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" "$nvmem_mac " \
		"boot $BOOT: ADDRH/ADDRL never held any address but the cell's (no random one before the provider came)"
}
