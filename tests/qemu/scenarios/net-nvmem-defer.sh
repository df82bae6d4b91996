# shellcheck shell=bash disable=SC2034,SC2054,SC2206,SC2207
desc="nvmem defer: the MAC address is in an nvmem cell whose provider (nvmem-rmem) comes late: the probe waits for it, then takes it"
overlay=net-nvmem-defer.dtso
boots=2
# the cell's content (QEMU's loader writes it at the reserved memory) and
# the usb-net's own address
nvmem_mac=02:00:00:ee:0e:05
own_mac=52:54:00:00:0e:05
guest_env=(NVMEM_MAC=$nvmem_mac OWN_MAC=$own_mac)
qemu_args=(
	"${qemu_xhci[@]}"
	-device "loader,file=$build/logs/net-nvmem-defer/mac.bin,addr=0x5e000000,force-raw=on"
)
# boot 1: the device is there from the start; boot 2: plugged once the
# guest has unbound the provider
if [ "${BOOT:-}" = 2 ]; then
	qemu_args+=(-netdev user,id=un_xhci_1,restrict=on)
else
	qemu_args+=($(usb_net xhci.0 1 "$own_mac" id=net5))
fi

host_pre() {
	python3 -c 'import sys; sys.stdout.buffer.write(bytes.fromhex(sys.argv[1].replace(":", "")))' \
		"$nvmem_mac" >"$SCEN_DIR/mac.bin"
	host_is "$(od -An -tx1 "$SCEN_DIR/mac.bin" | tr -d ' \n')" "${nvmem_mac//:/}" \
		"boot $BOOT: the cell's 6 bytes for QEMU's loader"
}

host_during() {
	[ "$BOOT" = 2 ] || return 0
	console_wait '^@@PROVIDER-GONE$' 60 || { echo "the guest did not unbind the provider"; return; }
	qemu_monitor "device_add usb-net,bus=xhci.0,port=1,netdev=un_xhci_1,mac=$own_mac,id=net5"
}
